import { Anchor, Group, Stack, Text } from '@mantine/core';
import { aiMessages, shortenedAnswerNotice, type TextStreamFinal } from '@penwise/contract';
import { IconCircleCheckFilled, IconScissors } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { formatCount } from '~/lib/format-number';
import type { GenerationRun } from './use-text-generation';

export const textStopTexts = {
  stopped: 'Stopped. You are charged only for the text written before you stopped.',
} as const;

function plural(count: number, unit: string): string {
  return `${formatCount(count)} ${unit}${count === 1 ? '' : 's'}`;
}

/** The balance paid for less than the tool's full length: say so, and where to add credits. */
function ShortenedNotice() {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconScissors
        size={18}
        color="var(--penwise-text-warning)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm">
        {shortenedAnswerNotice}{' '}
        <Anchor component={Link} to={paths.pricing} fw={600}>
          Add credits
        </Anchor>
      </Text>
    </Group>
  );
}

/** What the server counted and charged: '3 words · 5 tokens · 18 credits'. */
function Counts({ final }: { final: TextStreamFinal }) {
  return (
    <Text size="sm" c="dimmed">
      {plural(final.words, 'word')} · {plural(final.tokens, 'token')} · {plural(final.credits, 'credit')}
    </Text>
  );
}

function StatusBody({ run }: { run: GenerationRun }) {
  switch (run.phase) {
    case 'done':
      return (
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <IconCircleCheckFilled size={20} color="var(--penwise-icon-success)" aria-hidden />
            <Text fw={600} c="var(--penwise-text-success)">
              {aiMessages.generated}
            </Text>
            {run.final && <Counts final={run.final} />}
          </Group>
          {run.final?.shortened && <ShortenedNotice />}
        </Stack>
      );
    case 'streaming':
      return <Text c="dimmed">Writing…</Text>;
    case 'stopped':
      // The server charges what it had written when the stop reached it, which can be more than this
      // page had shown when Stop was pressed: its final event says exactly what.
      return (
        <Stack gap={2}>
          <Text c="dimmed">{textStopTexts.stopped}</Text>
          {run.final && <Counts final={run.final} />}
        </Stack>
      );
    case 'failed':
      return <Text c="var(--penwise-text-danger)">The text could not be generated.</Text>;
    case 'idle':
      return run.output ? <Text c="dimmed">Opened from your history.</Text> : null;
    case 'waiting':
      return null;
  }
}

/** One status line under the output; a live region, so the result is announced when it lands. */
export function GenerationStatus({ run }: { run: GenerationRun }) {
  return (
    <div role="status">
      <StatusBody run={run} />
    </div>
  );
}
