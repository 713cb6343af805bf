import { Badge, Group, Text, Title } from '@mantine/core';
import type { HistoryItem, HistoryType } from '@penwise/contract';
import { formatDateTime } from '~/lib/format-date';
import type { HistoryCardView } from '../utils/history-view';
import classes from './history.module.css';

const badgeColors: Record<HistoryType, string> = {
  GenText: 'penwise',
  TTImage: 'grape',
  TTS: 'orange',
  Speech2Text: 'teal',
};

interface HistoryCardHeadProps {
  item: HistoryItem;
  view: HistoryCardView;
  /** Prefix of the date's and excerpt's ids, which the card's buttons are described by. */
  id: string;
}

/** A card's type, date, title and text: what tells one item from another. */
export function HistoryCardHead({ item, view, id }: HistoryCardHeadProps) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.header}>
        <Badge color={badgeColors[item.type]} variant="light" radius="sm">
          {view.typeLabel}
        </Badge>
        <Text
          component="time"
          id={`${id}-date`}
          dateTime={item.date}
          size="sm"
          c="dimmed"
          className={classes.date}
        >
          {formatDateTime(item.date)}
        </Text>
      </Group>
      <Title order={2} className={classes.title}>
        {view.title}
      </Title>
      <Text size="sm" id={`${id}-excerpt`} className={classes.excerpt}>
        {view.excerpt || 'No text'}
      </Text>
    </>
  );
}
