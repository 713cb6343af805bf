import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import classes from './form-message.module.css';

export interface FormNotice {
  tone: 'success' | 'error';
  text: string;
}

/** SPEC §4: signup, forgot-password and reset answers show below the form, green or red. */
export function FormMessage({ notice }: { notice: FormNotice | null }) {
  if (!notice) return null;
  const success = notice.tone === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      variant="light"
      radius="md"
      icon={success ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
      role={success ? 'status' : 'alert'}
      data-tone={notice.tone}
      classNames={{ message: success ? classes.success : classes.error }}
    >
      {notice.text}
    </Alert>
  );
}
