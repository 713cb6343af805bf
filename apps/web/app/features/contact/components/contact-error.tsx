import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './contact.module.css';

/** Why the message was not sent (server, rate limit or network); shown under the Send button. */
export function ContactError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={20} />}
      role="alert"
      classNames={{ message: classes.errorText }}
    >
      {text}
    </Alert>
  );
}
