import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface EmptyResultProps {
  icon: Icon;
  title: string;
  hint: string;
}

/** What a tool's result panel shows before the first generation. */
export function EmptyResult({ icon: ResultIcon, title, hint }: EmptyResultProps) {
  return (
    <Stack align="center" gap="xs" ta="center" py="xl" px="md">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <ResultIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={320}>
        {hint}
      </Text>
    </Stack>
  );
}
