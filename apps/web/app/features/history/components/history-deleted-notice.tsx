import { Alert } from '@mantine/core';
import type { HistoryItem } from '@penwise/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { deletionText } from '../utils/history-deletion';
import { viewHistoryItem } from '../utils/history-view';
import classes from './history.module.css';

interface HistoryDeletedNoticeProps {
  item: HistoryItem;
  onClose: () => void;
}

/** Says the item is gone; takes the focus, since the button that was focused went with its card. */
export function HistoryDeletedNotice({ item, onClose }: HistoryDeletedNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [item.id]);
  const view = viewHistoryItem(item);

  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="green"
      variant="light"
      radius="md"
      icon={<IconCircleCheck size={20} />}
      title={deletionText(item.type).done}
      classNames={{ title: classes.noticeTitle }}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {view.excerpt ? `“${view.excerpt}” is no longer in your history.` : 'It is no longer in your history.'}
    </Alert>
  );
}
