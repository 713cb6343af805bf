import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconMicrophone, IconPencil, IconPhoto, IconVolume, type Icon } from '@tabler/icons-react';
import { studios, type StudioKind } from '../content/overview';
import classes from './overview-page.module.css';
import site from './site-page.module.css';

const studioIcons: Record<StudioKind, Icon> = {
  text: IconPencil,
  image: IconPhoto,
  speech: IconVolume,
  transcription: IconMicrophone,
};

/** One card per kind of generation: what it makes and what it costs. */
export function OverviewStudios() {
  return (
    <ul className={site.grid}>
      {studios.map((studio) => {
        const StudioIcon = studioIcons[studio.kind];
        return (
          <li key={studio.kind} className={`${site.card} ${classes.studio}`}>
            <ThemeIcon size={48} radius="md" variant="gradient" aria-hidden>
              <StudioIcon size={26} stroke={1.7} />
            </ThemeIcon>
            <Title order={3} className={site.cardTitle} mt="md">
              {studio.title}
            </Title>
            <Text size="sm" lh={1.6} mt={6} className={classes.studioText}>
              {studio.text}
            </Text>
            <Text size="sm" fw={600} mt="md" className={classes.cost}>
              {studio.cost}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
