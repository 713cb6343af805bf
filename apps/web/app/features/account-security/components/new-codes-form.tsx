import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RecoveryCodesAnswer } from '@penwise/contract';
import { CodeField } from '~/components/forms/code-field';
import { replaceRecoveryCodes } from '../api/replace-recovery-codes';
import { anyCodeRule } from '../utils/code-rules';
import { StepForm } from '~/components/forms/step-form';
import { useFormSubmit } from '~/components/forms/use-form-submit';

interface NewCodesFormProps {
  onReplaced: (answer: RecoveryCodesAnswer['success']) => void;
  onCancel: () => void;
}

/** New recovery codes for a code from the app (or a recovery code); the old codes stop working. */
export function NewCodesForm({ onReplaced, onCancel }: NewCodesFormProps) {
  const form = useForm({ initialValues: { code: '' }, validate: { code: anyCodeRule } });
  const { onSubmit, pending, notice } = useFormSubmit({
    form,
    send: replaceRecoveryCodes,
    onDone: onReplaced,
  });

  return (
    <StepForm
      label="New recovery codes"
      onSubmit={onSubmit}
      pending={pending}
      pendingLabel="Creating new recovery codes…"
      submitLabel="Create new codes"
      onCancel={onCancel}
      notice={notice}
    >
      <Text size="sm">Your current recovery codes stop working once the new ones are made.</Text>
      <CodeField recovery label="Authentication code or recovery code" {...form.getInputProps('code')} />
    </StepForm>
  );
}
