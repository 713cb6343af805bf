import { Badge, Group, Text, Title } from '@mantine/core';
import type { HistoryItem, HistoryType } from '@penwise/contract';
import { IconArrowRight, IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-number';
import { storeFillData, storeSelectedTool } from '../../../lib/tool-selection';
import { formatDateTime } from '../../../lib/format-date';
import { viewHistoryItem } from '../utils/history-view';
import classes from './history.module.css';

const badgeColors: Record<HistoryType, string> = {
  GenText: 'penwise',
  TTImage: 'grape',
  TTS: 'orange',
  Speech2Text: 'teal',
};

/** One past generation; the whole card reopens it in its tool page (SPEC §4 "History and fill"). */
export function HistoryCard({ item }: { item: HistoryItem }) {
  const view = viewHistoryItem(item);
  const { reopen } = view;
  const content = (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Badge color={badgeColors[item.type]} variant="light" radius="sm">
          {view.typeLabel}
        </Badge>
        <Text component="time" dateTime={item.date} size="sm" c="dimmed" className={classes.date}>
          {formatDateTime(item.date)}
        </Text>
      </Group>
      <Title order={2} className={classes.title}>
        {view.title}
      </Title>
      <Text size="sm" className={classes.excerpt}>
        {view.excerpt || 'No text'}
      </Text>
      <Group justify="space-between" gap="xs" mt="auto" className={classes.footer}>
        <Text size="sm" c="dimmed" className={classes.credits}>
          <IconCoins size={16} aria-hidden />
          {item.credits === 1 ? '1 credit' : `${formatCount(item.credits)} credits`}
        </Text>
        {reopen ? (
          <Text size="sm" fw={600} className={classes.open}>
            Open <IconArrowRight size={16} aria-hidden />
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Tool no longer available
          </Text>
        )}
      </Group>
    </>
  );
  if (!reopen) return <div className={classes.card}>{content}</div>;

  const open = () => {
    if (reopen.tool) storeSelectedTool(reopen.tool);
    storeFillData(reopen.fill);
  };
  return (
    <Link to={reopen.path} onClick={open} className={classes.card} data-link>
      {content}
    </Link>
  );
}
