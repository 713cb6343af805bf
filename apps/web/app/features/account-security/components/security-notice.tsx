import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import classes from './account-security.module.css';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** The answer of a security form, green or red, announced to screen readers. */
export function SecurityNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  const success = notice.tone === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      variant="light"
      radius="md"
      icon={success ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
      role={success ? 'status' : 'alert'}
      classNames={{ message: success ? classes.success : classes.error }}
    >
      {notice.text}
    </Alert>
  );
}
