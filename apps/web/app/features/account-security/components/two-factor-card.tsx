import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { RecoveryCodesAnswer, TwoFactorSetupAnswer } from '@penwise/contract';
import { useEffect, useRef, useState } from 'react';
import { FormMessage, type FormNotice } from '~/components/forms/form-message';
import { useTwoFactorStatus } from '~/lib/two-factor-status';
import classes from './account-security.module.css';
import { ConfirmPasswordStep } from './confirm-password-step';
import { NewCodesForm } from './new-codes-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { ScanStep } from './scan-step';
import { TurnOffForm } from './turn-off-form';
import { TwoFactorSummary } from './two-factor-summary';

type View =
  | { kind: 'summary' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetupAnswer['success'] }
  | { kind: 'codes'; answer: RecoveryCodesAnswer['success'] }
  | { kind: 'turn-off' }
  | { kind: 'new-codes' };

/** Two-factor authentication: its state, and each flow (turn on, new recovery codes, turn off) in place. */
export function TwoFactorCard({ email }: { email: string }) {
  const status = useTwoFactorStatus();
  const reloadStatus = () => void status.refetch();
  const [view, setView] = useState<View>({ kind: 'summary' });
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const body = useRef<HTMLDivElement>(null);

  const firstRender = useRef(true);

  // Each step replaces the last in place: keyboard and screen-reader users land on its first control
  // (and back on the summary's first button when a flow ends), never on the removed button.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    body.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [view.kind]);

  const open = (next: View) => {
    setNotice(null);
    setView(next);
  };
  const backToSummary = (message?: string) => {
    setView({ kind: 'summary' });
    setNotice(message ? { tone: 'success', text: message } : null);
    reloadStatus();
  };
  const enabled = status.data?.success.enabled;

  return (
    <Paper
      withBorder
      p="lg"
      shadow="xs"
      className={classes.card}
      component="section"
      aria-labelledby="two-factor-title"
    >
      <Stack gap="md">
        <div>
          <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
            <Title order={3} size="h4" id="two-factor-title">
              Two-factor authentication
            </Title>
            {enabled !== undefined && (
              <Badge
                color={enabled ? 'teal' : 'gray'}
                variant="light"
                leftSection={<IconShieldLock size={14} />}
                style={{ flexShrink: 0 }}
              >
                {enabled ? 'On' : 'Off'}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            A code from an app on your phone, asked for at login after your password.
          </Text>
        </div>
        <div ref={body}>
          {view.kind === 'summary' &&
            (status.data ? (
              <TwoFactorSummary
                status={status.data.success}
                onTurnOn={() => open({ kind: 'password' })}
                onNewCodes={() => open({ kind: 'new-codes' })}
                onTurnOff={() => open({ kind: 'turn-off' })}
              />
            ) : status.error ? (
              <Stack gap="sm" align="flex-start">
                <FormMessage notice={{ tone: 'error', text: status.error.failure.error }} />
                <Button variant="default" onClick={reloadStatus}>
                  Try again
                </Button>
              </Stack>
            ) : (
              <Skeleton height={72} radius="md" aria-label="Loading two-factor status" />
            ))}
          {view.kind === 'password' && (
            <ConfirmPasswordStep
              onStarted={(setup) => setView({ kind: 'scan', setup })}
              onCancel={() => backToSummary()}
            />
          )}
          {view.kind === 'scan' && (
            <ScanStep
              setup={view.setup}
              onEnabled={(answer) => {
                setView({ kind: 'codes', answer });
                reloadStatus();
              }}
              onCancel={() => backToSummary()}
            />
          )}
          {view.kind === 'codes' && (
            <RecoveryCodesPanel
              codes={view.answer.recovery_codes}
              message={view.answer.message}
              email={email}
              onDone={() => backToSummary()}
            />
          )}
          {view.kind === 'new-codes' && (
            <NewCodesForm
              onReplaced={(answer) => setView({ kind: 'codes', answer })}
              onCancel={() => backToSummary()}
            />
          )}
          {view.kind === 'turn-off' && (
            <TurnOffForm onTurnedOff={backToSummary} onCancel={() => backToSummary()} />
          )}
        </div>
        {view.kind === 'summary' && <FormMessage notice={notice} />}
      </Stack>
    </Paper>
  );
}
