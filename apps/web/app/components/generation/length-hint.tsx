import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '~/lib/format-number';

/** How far a text is over its limit (0 when within it). */
export function excessOf(count: number, max: number): number {
  return Math.max(0, count - max);
}

/** The error under a text over its limit: the text is kept whole, the user shortens it. */
export function overLimitMessage(what: string, excess: number, max: number): string {
  return `The ${what} is ${formatCount(excess)} character${excess === 1 ? '' : 's'} over the ${formatCount(max)} limit. Shorten it to generate.`;
}

interface LengthHintProps {
  /** What the field is for, left of the count. */
  hint: ReactNode;
  count: number;
  max: number;
}

/**
 * A text field's hint and its live count ("4,200 / 5,000"): amber near the limit, red and bold past it.
 * Fields have no maxLength: a pasted text is never cut silently mid-word.
 */
export function LengthHint({ hint, count, max }: LengthHintProps) {
  const over = count > max;
  const colour = over
    ? 'var(--penwise-text-danger)'
    : count > max * 0.9
      ? 'var(--penwise-text-warning)'
      : 'dimmed';
  return (
    <Group justify="space-between" gap="xs" component="span" mt={4}>
      <span>{hint}</span>
      <Text span size="xs" c={colour} fw={over ? 700 : undefined}>
        {formatCount(count)} / {formatCount(max)}
      </Text>
    </Group>
  );
}
