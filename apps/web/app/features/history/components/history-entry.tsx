import type { Generation, HistoryItem } from '@penwise/contract';
import { useEffect, useRef } from 'react';
import { isUnfinished } from '~/lib/generations';
import { HistoryCard } from './history-card';
import { RunningHistoryCard } from './running-history-card';

interface HistoryEntryProps {
  item: HistoryItem;
  onDelete: (item: HistoryItem) => void;
  onEnded: (item: HistoryItem, generation: Generation | undefined) => void;
}

/**
 * One list entry: a running item's card until its generation ends, then the item's own card. The
 * focus (on Stop, say) moves to the new card, so a keyboard user is not sent back to the page's top.
 */
export function HistoryEntry({ item, onDelete, onEnded }: HistoryEntryProps) {
  const entry = useRef<HTMLLIElement>(null);
  const hadFocus = useRef(false);
  const running = isUnfinished(item.status);

  useEffect(() => {
    if (running || !hadFocus.current) return;
    hadFocus.current = false;
    entry.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [running]);

  const ended = (endedItem: HistoryItem, generation: Generation | undefined) => {
    hadFocus.current = Boolean(entry.current?.contains(document.activeElement));
    onEnded(endedItem, generation);
  };

  return (
    <li ref={entry}>
      {running ? (
        <RunningHistoryCard item={item} onEnded={ended} />
      ) : (
        <HistoryCard item={item} onDelete={onDelete} />
      )}
    </li>
  );
}
