import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import classes from './form-message.module.css';

export interface FormNotice {
  tone: 'success' | 'error';
  text: string;
}

/** A form's answer (auth, account security) shows below it, green or red, announced to screen readers. */
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
