import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFileText, IconPhoto, IconVolume } from '@tabler/icons-react';
import { LinkCard, type LinkCardProps } from '~/components/catalogue/link-card';
import { paths } from '~/lib/paths';
import classes from './tools.module.css';

type Studio = Pick<LinkCardProps, 'to' | 'title' | 'description' | 'icon' | 'color'>;

/** The studios beside the writing tools: each has its own page. */
export const studios: readonly Studio[] = [
  {
    to: paths.imageGen,
    title: 'AI Image Generator',
    description: 'Explain your idea and get an original image.',
    icon: IconPhoto,
    color: 'grape',
  },
  {
    to: paths.textToSpeech,
    title: 'AI Voiceover',
    description: 'Turn any text into natural-sounding speech.',
    icon: IconVolume,
    color: 'orange',
  },
  {
    to: paths.transcribe,
    title: 'AI Speech to Text',
    description: 'Upload audio and get an accurate transcription.',
    icon: IconFileText,
    color: 'teal',
  },
];

/** The studios whose name or description holds every word of the search. */
export function filterStudios(query: string): readonly Studio[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return studios.filter((studio) => {
    const text = `${studio.title} ${studio.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Image, voice and transcription studios as cards above the writing tools. */
export function StudioCards({ items }: { items: readonly Studio[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="studios-heading">
      <Title order={2} size="h4" id="studios-heading">
        Studios
      </Title>
      <SimpleGrid
        component="ul"
        aria-label="Studios"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        className={classes.list}
      >
        {items.map((studio) => (
          <li key={studio.title}>
            <LinkCard {...studio} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
