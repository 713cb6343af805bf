import { SimpleGrid } from '@mantine/core';
import {
  IconCreditCard,
  IconFileText,
  IconPencil,
  IconPhoto,
  IconTemplate,
  IconVolume,
} from '@tabler/icons-react';
import { LinkCard, type LinkCardProps } from '~/components/catalogue/link-card';
import { paths } from '~/lib/paths';

type Shortcut = Pick<LinkCardProps, 'to' | 'title' | 'description' | 'icon' | 'color'>;

/** Two rows of three cards; /templates-a has two (writing from scratch or from a template). */
const shortcuts: Shortcut[] = [
  {
    to: paths.templatesA,
    title: 'Write Anything',
    description: 'Describe what you need and get a finished draft.',
    icon: IconPencil,
    color: 'penwise',
  },
  {
    to: paths.templatesA,
    title: 'AI Templates',
    description: 'Start from a ready-made template for ads, blogs, emails and more.',
    icon: IconTemplate,
    color: 'violet',
  },
  {
    to: paths.imageGen,
    title: 'AI Image Generator',
    description: 'Explain your idea and get an original image.',
    icon: IconPhoto,
    color: 'grape',
  },
  {
    to: paths.pricing,
    title: 'Plans and Credits',
    description: 'Upgrade your plan or top up with a credit pack.',
    icon: IconCreditCard,
    color: 'teal',
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
    color: 'cyan',
  },
];

export function ToolShortcuts() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {shortcuts.map((shortcut) => (
        <LinkCard key={shortcut.title} {...shortcut} />
      ))}
    </SimpleGrid>
  );
}
