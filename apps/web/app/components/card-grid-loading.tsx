import { Paper, SimpleGrid, Skeleton, Stack, type MantineRadius } from '@mantine/core';

export interface SkeletonLine {
  height: number;
  /** Full width without it. */
  width?: string;
}

interface CardGridLoadingProps {
  /** What is loading, for screen readers ('Loading your history'). */
  label: string;
  count: number;
  /** The lines of one placeholder card, in the shape of the real card's. */
  lines: readonly SkeletonLine[];
  radius?: MantineRadius;
}

/** Placeholder cards in the shape of the real ones, so the page does not jump when they arrive. */
export function CardGridLoading({ label, count, lines, radius }: CardGridLoadingProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="lg" shadow="xs" radius={radius}>
          <Stack gap="sm">
            {lines.map((line, row) => (
              <Skeleton key={row} height={line.height} width={line.width} />
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
