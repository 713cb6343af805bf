import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, type ApiFailure } from '~/lib/api-client';
import { changePlan } from '../api/change-plan';
import { useChangePreview } from '../api/fetch-change-preview';
import { planChangeSummary, planChangeTexts } from '../utils/plan-change-text';

interface PlanChangeDialogProps {
  /** The plan to move to; null keeps the dialog closed. */
  plan: string | null;
  onClose: () => void;
  /** Runs after a change went through: the plan (and its credits) changed. */
  onChanged: () => void;
}

/**
 * Moving from the active plan to another: loads the server's preview first, so the user confirms
 * exactly what is charged and when, then makes the change.
 */
export function PlanChangeDialog({ plan, onClose, onChanged }: PlanChangeDialogProps) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan ? planChangeTexts.title(plan) : ''} centered>
      {plan && <PlanChangeBody key={plan} plan={plan} onClose={onClose} onChanged={onChanged} />}
    </Modal>
  );
}

function PlanChangeBody({
  plan,
  onClose,
  onChanged,
}: { plan: string } & Omit<PlanChangeDialogProps, 'plan'>) {
  const popup = usePopup();
  const preview = useChangePreview(plan);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    const result = await changePlan(plan);
    setBusy(false);
    if (isFailure(result)) {
      setFailure(result);
      return;
    }
    onClose();
    popup.showMessage(result.success.message);
    onChanged();
  };

  const change = preview.data?.success;
  const error = failure ?? (change ? undefined : preview.error?.failure);
  return (
    <Stack gap="md">
      {!change && !error && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{planChangeTexts.loading}</Text>
        </Group>
      )}
      {change && <Text>{planChangeSummary(change)}</Text>}
      {error && (
        <Alert color="red" role="alert">
          {error.error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {planChangeTexts.cancel}
        </Button>
        {change && (
          <Button loading={busy} onClick={() => void confirm()} data-autofocus>
            {planChangeTexts.confirm[change.kind]}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
