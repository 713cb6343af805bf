import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { fieldCount } from '../utils/learned-fields';
import type { LearnVoice } from './use-learn-voice';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What 'Learn from samples' did: the fields it filled and what it cost, or why it could not. */
export function LearnOutcome({ learn }: { learn: LearnVoice }) {
  const { outcome, failure, error } = learn;
  if (error) return <LearnError>{error}</LearnError>;
  if (failure?.status === 402 || failure?.code === 'not_enough_credits') {
    return (
      <LearnError>
        Learning from samples needs credits, and your balance is too low.{' '}
        <Anchor component={Link} to={paths.pricing} inherit fw={600}>
          Get more credits
        </Anchor>
      </LearnError>
    );
  }
  if (failure) return <LearnError>{failure.error}</LearnError>;
  if (!outcome) return null;

  const kept = fieldCount(outcome.replace);
  const filled =
    outcome.filled === 0 && kept === 0
      ? 'Your samples added nothing new to the fields.'
      : `Filled ${plural(outcome.filled, 'empty field', 'empty fields')} from your samples.`;
  return (
    <Alert color="teal" variant="light" icon={<IconSparkles size={20} />} role="status">
      <Text size="sm">
        {filled} This used {plural(outcome.credits, 'credit', 'credits')}.
      </Text>
      {kept > 0 && (
        <Group gap="sm" mt="xs" wrap="wrap">
          <Text size="sm">
            {plural(kept, 'field you had filled was', 'fields you had filled were')} kept as you wrote{' '}
            {kept === 1 ? 'it' : 'them'}.
          </Text>
          <Button size="xs" variant="default" onClick={learn.replaceAll}>
            Replace all
          </Button>
        </Group>
      )}
    </Alert>
  );
}

function LearnError({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {children}
    </Alert>
  );
}
