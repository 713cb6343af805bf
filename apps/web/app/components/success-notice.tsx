import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What the last action did ('Saved “Friendly expert”.'), above a list, until dismissed. */
export function SuccessNotice({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      role="status"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      {children}
    </Alert>
  );
}
