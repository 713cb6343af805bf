import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Marks output of the offline demo engine, so nobody mistakes it for an AI model's work. */
export function DemoNotice({ children }: { children: ReactNode }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconFlask size={20} />}
      title="Demo mode"
      // Mantine's yellow title on the pale yellow background is 2.7:1; the warning text colour reads.
      styles={{ title: { color: 'light-dark(var(--penwise-text-warning), var(--mantine-color-white))' } }}
    >
      {children}
    </Alert>
  );
}
