import { Button, Group, Loader, Text } from '@mantine/core';
import type { Generation, HistoryItem } from '@penwise/contract';
import { IconArrowRight, IconPlayerStopFilled } from '@tabler/icons-react';
import { useCallback, useId } from 'react';
import { Link } from 'react-router';
import { storeSelectedTool } from '~/lib/tool-selection';
import { viewHistoryItem } from '../utils/history-view';
import { tailText } from '../utils/running-items';
import { HistoryCardHead } from './history-card-head';
import classes from './history.module.css';
import { useRunningGeneration } from './use-running-generation';

interface RunningHistoryCardProps {
  item: HistoryItem;
  /** Its generation ended (undefined: the server no longer knows it); the list shows it as it is now. */
  onEnded: (item: HistoryItem, generation: Generation | undefined) => void;
}

/**
 * An item still being generated: "Generating…", the text so far for a text item, and Stop. It cannot
 * be deleted until it ends; a text item opens in its tool page, which shows it being written.
 */
export function RunningHistoryCard({ item, onEnded }: RunningHistoryCardProps) {
  const view = viewHistoryItem(item);
  const id = useId();
  const ended = useCallback(
    (generation: Generation | undefined) => onEnded(item, generation),
    [item, onEnded],
  );
  const running = useRunningGeneration(item.id, ended);
  const tool = item.type === 'GenText' ? view.reopen?.tool : undefined;
  const describedBy = `${id}-date ${id}-excerpt`;

  return (
    <div className={classes.card} data-running aria-busy>
      <HistoryCardHead item={item} view={view} id={id} />
      {item.type === 'GenText' && running.text && (
        <Text size="sm" className={classes.partial}>
          {tailText(running.text)}
        </Text>
      )}
      <Group justify="space-between" gap="xs" mt="auto" className={classes.footer}>
        <Text size="sm" c="dimmed" className={classes.credits}>
          <Loader size={14} color="gray" aria-hidden />
          {running.stopping ? 'Stopping…' : 'Generating…'}
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
