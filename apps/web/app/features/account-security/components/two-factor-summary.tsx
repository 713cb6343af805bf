import { Button, Group, Stack, Text } from '@mantine/core';
import type { TwoFactorStatusAnswer } from '@penwise/contract';

interface TwoFactorSummaryProps {
  status: TwoFactorStatusAnswer['success'];
  onTurnOn: () => void;
  onNewCodes: () => void;
  onTurnOff: () => void;
}

// Few codes left: time to make new ones before the last is spent.
const fewCodesLeft = 3;

/** What two-factor looks like now, and the actions that fit. */
export function TwoFactorSummary({ status, onTurnOn, onNewCodes, onTurnOff }: TwoFactorSummaryProps) {
  if (!status.enabled) {
    return (
      <Stack gap="md" align="flex-start">
        <Text size="sm">
          Turn it on so a stolen password is not enough to get into your account. You need an authenticator
          app such as Google Authenticator, Microsoft Authenticator, 1Password or Authy.
        </Text>
        <Button onClick={onTurnOn}>Turn on</Button>
      </Stack>
    );
  }
  const left = status.recovery_codes_left;
  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm">Logging in asks for a code from your authenticator app.</Text>
      <Text size="sm" c={left <= fewCodesLeft ? 'var(--penwise-text-warning)' : undefined} fw={500}>
        {left === 1 ? '1 recovery code left' : `${left} recovery codes left`}
        {left <= fewCodesLeft ? ': make new ones soon.' : '.'}
      </Text>
      <Group gap="sm">
        <Button variant="light" onClick={onNewCodes}>
          New recovery codes
        </Button>
        <Button variant="default" c="var(--penwise-text-danger)" onClick={onTurnOff}>
          Turn off
        </Button>
      </Group>
    </Stack>
  );
}
