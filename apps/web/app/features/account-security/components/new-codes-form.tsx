import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RecoveryCodesAnswer } from '@penwise/contract';
import { useState } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { isFailure } from '../../../lib/api-client';
import { usePending } from '../../../lib/use-pending';
import { replaceRecoveryCodes } from '../api/replace-recovery-codes';
import { anyCodeRule } from '../utils/code-rules';
import { CodeField } from './code-field';
import { SecurityNotice, type Notice } from './security-notice';

interface NewCodesFormProps {
  onReplaced: (answer: RecoveryCodesAnswer['success']) => void;
  onCancel: () => void;
}

/** New recovery codes for a code from the app (or a recovery code); the old codes stop working. */
export function NewCodesForm({ onReplaced, onCancel }: NewCodesFormProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submit, pending] = usePending(replaceRecoveryCodes);
  const form = useForm({ initialValues: { code: '' }, validate: { code: anyCodeRule } });

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const result = await submit(values);
    if (!isFailure(result)) {
      onReplaced(result.success);
      return;
    }
    if (result.field === 'code') form.setFieldError('code', result.error);
    else setNotice({ tone: 'error', text: result.error });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New recovery codes">
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={pending} label="Creating new recovery codes…" />
        <Text size="sm">Your current recovery codes stop working once the new ones are made.</Text>
        <CodeField recovery label="Authentication code or recovery code" {...form.getInputProps('code')} />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            Create new codes
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
        <SecurityNotice notice={notice} />
      </Stack>
    </form>
  );
}
