import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins, IconMicrophone, IconPencil, IconPhoto, IconWaveSine } from '@tabler/icons-react';
import classes from './dashboard.module.css';

const upcoming = [
  { icon: IconPencil, title: 'AI writing tools', text: 'Templates for ads, blogs, e-mails and more.' },
  { icon: IconPhoto, title: 'Image generation', text: 'Pictures from a single prompt.' },
  { icon: IconMicrophone, title: 'AI Voiceover', text: 'Turn text into natural speech.' },
  { icon: IconWaveSine, title: 'Speech to text', text: 'Transcripts of your audio files.' },
];

/** Where credits, plans and the tool cards go in later releases; says so instead of staying blank. */
export function UpcomingPanel() {
  return (
    <Paper withBorder p="lg" shadow="xs" className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4">
              Your studio
            </Title>
            <Text c="dimmed" size="sm">
              Credits, plans and your AI tools arrive here in the next releases.
            </Text>
          </div>
          <Badge variant="light" leftSection={<IconCoins size={14} />}>
            Coming soon
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {upcoming.map(({ icon: Icon, title, text }) => (
            <div key={title} className={classes.tool}>
              <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Text c="dimmed" size="xs">
                  {text}
                </Text>
              </div>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
