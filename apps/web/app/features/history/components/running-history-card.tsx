import { Button, Group, Loader, Text } from '@mantine/core';
import type { HistoryItem } from '@penwise/contract';
import { IconArrowRight, IconPlayerStopFilled } from '@tabler/icons-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { storeSelectedTool } from '~/lib/tool-selection';
import { viewHistoryItem } from '../utils/history-view';
import { tailText } from '../utils/running-items';
import { HistoryCardHead } from './history-card-head';
import classes from './history.module.css';
import { useStopRunningItem } from './use-stop-running-item';

interface RunningHistoryCardProps {
  item: HistoryItem;
  /** The item ended while the focus was in this card, which is about to leave the page. */
  onLeaveWithFocus: () => void;
}

/**
 * An item still being generated ("Generating…", or "Waiting to start…" while every worker is busy), the text so far for a text item (the list is asked
 * again every 2 s while it runs), and Stop. It cannot be deleted until it ends; a text item opens in
 * its tool page, which shows it being written.
 */
export function RunningHistoryCard({ item, onLeaveWithFocus }: RunningHistoryCardProps) {
  const view = viewHistoryItem(item);
  const id = useId();
  const card = useRef<HTMLDivElement>(null);
  const running = useStopRunningItem(item.id);
  const tool = item.type === 'GenText' ? view.reopen?.tool : undefined;
  const describedBy = `${id}-date ${id}-excerpt`;

  // A layout effect's cleanup runs before React removes the card's elements: the last moment to see
  // whether the focus (on Stop, say) was in it.
  useLayoutEffect(() => {
    const node = card.current;
    return () => {
      if (node?.contains(document.activeElement)) onLeaveWithFocus();
    };
  }, [onLeaveWithFocus]);

  return (
    <div ref={card} className={classes.card} data-running aria-busy>
      <HistoryCardHead item={item} view={view} id={id} />
      {item.type === 'GenText' && item.result && (
        <Text size="sm" className={classes.partial}>
          {tailText(item.result)}
        </Text>
      )}
      <Group justify="space-between" gap="xs" mt="auto" className={classes.footer}>
        <Text size="sm" c="dimmed" className={classes.credits}>
          <Loader size={14} color="gray" aria-hidden />
          {running.stopping ? 'Stopping…' : item.status === 'queued' ? 'Waiting to start…' : 'Generating…'}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {tool && (
            <Button
              component={Link}
              to={view.reopen?.path ?? ''}
              onClick={() => storeSelectedTool(tool)}
              variant="subtle"
              size="compact-sm"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={`Open ${view.title}`}
              aria-describedby={describedBy}
            >
              Open
            </Button>
          )}
          <Button
            variant="light"
            color="red"
            size="compact-sm"
            leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
            // Not disabled: a disabled button drops the focus, which stays here until the card turns.
            aria-disabled={running.stopping}
            data-disabled={running.stopping || undefined}
            onClick={running.stop}
            aria-label={`Stop ${view.title}`}
            aria-describedby={describedBy}
          >
            Stop
          </Button>
        </Group>
      </Group>
    </div>
  );
}
