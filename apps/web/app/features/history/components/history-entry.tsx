import type { HistoryItem } from '@penwise/contract';
import { useCallback, useEffect, useRef } from 'react';
import { isUnfinished } from '~/lib/generations';
import { HistoryCard } from './history-card';
import { RunningHistoryCard } from './running-history-card';

interface HistoryEntryProps {
  item: HistoryItem;
  onDelete: (item: HistoryItem) => void;
}

/**
 * One list entry: a running item's card until its generation ends, then the item's own card. The
 * focus (on Stop, say) moves to the new card, so a keyboard user is not sent back to the page's top.
 */
export function HistoryEntry({ item, onDelete }: HistoryEntryProps) {
  const entry = useRef<HTMLLIElement>(null);
  const hadFocus = useRef(false);
  const running = isUnfinished(item.status);
  const leftWithFocus = useCallback(() => {
    hadFocus.current = true;
  }, []);

  useEffect(() => {
    if (running || !hadFocus.current) return;
    hadFocus.current = false;
    entry.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [running]);

  return (
    <li ref={entry}>
      {running ? (
        <RunningHistoryCard item={item} onLeaveWithFocus={leftWithFocus} />
      ) : (
        <HistoryCard item={item} onDelete={onDelete} />
      )}
    </li>
  );
}
