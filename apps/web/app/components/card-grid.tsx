import { Paper, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of cards, three across on a wide screen; `label` names the list ('Your templates'). */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}

/** One card of a CardGrid; its last row can sit at the bottom with `mt="auto"`. */
export function GridCard({ children }: { children: ReactNode }) {
  return (
    <Paper component="li" withBorder shadow="xs" radius="lg" p="lg">
      <Stack gap="xs" h="100%">
        {children}
      </Stack>
    </Paper>
  );
}
