import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudOff } from '@tabler/icons-react';
import type { SaverState } from '../utils/document-saver';

export const saveTexts = {
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — your changes are kept on this device and will be sent when you are back',
  failed: (reason: string) => `Not saved: ${reason} Your changes are kept on this device.`,
} as const;

/** Where the last change is: on its way, saved, or kept on this device while the server cannot be reached. */
export function SaveStatus({ state }: { state: SaverState }) {
  let icon;
  let text: string;
  let color = 'dimmed';
  switch (state.status) {
    case 'saving':
      icon = <Loader size={12} />;
      text = saveTexts.saving;
      break;
    case 'saved':
      icon = <IconCheck size={14} aria-hidden />;
      text = saveTexts.saved;
      break;
    case 'offline':
      icon = <IconCloudOff size={14} aria-hidden />;
      text = saveTexts.offline;
      color = 'orange.8';
      break;
    case 'failed':
      icon = <IconAlertTriangle size={14} aria-hidden />;
      text = saveTexts.failed(state.failure?.error ?? '');
      color = 'red.8';
      break;
  }
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      {icon}
      <Text size="sm" c={color}>
        {text}
      </Text>
    </Group>
  );
}
