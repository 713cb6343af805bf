import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { HistoryItem } from '@penwise/contract';
import { IconArrowRight, IconCoins, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SaveAsDocumentButton } from '~/components/documents/save-as-document-button';
import { formatCount } from '~/lib/format-number';
import { storeFillData, storeSelectedTemplate, storeSelectedTool } from '~/lib/tool-selection';
import { useCustomTemplates } from '~/lib/custom-templates';
import { viewHistoryItem, withTemplateTitle } from '../utils/history-view';
import { HistoryCardHead } from './history-card-head';
import classes from './history.module.css';

interface HistoryCardProps {
  item: HistoryItem;
  onDelete: (item: HistoryItem) => void;
}

/**
 * One past generation; the whole card reopens it in its tool page, filled with its input, output and settings.
 * Delete sits beside the link, not in it: a button inside a link is invalid and would also open it.
 */
export function HistoryCard({ item, onDelete }: HistoryCardProps) {
  const plain = viewHistoryItem(item);
  // A template of the user's own is titled by it (one list call, shared by every card).
  const templates = useCustomTemplates({ enabled: Boolean(plain.reopen?.template) });
  const view = withTemplateTitle(plain, templates.data);
  const { reopen } = view;
  const id = useId();
  const content = (
    <>
      <HistoryCardHead item={item} view={view} id={id} />
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
  const label = `Delete ${view.title}`;
  // A text (a tool's output, a transcript) opens in the document editor as a new document.
  const text =
    item.type === 'GenText' ? item.result : item.type === 'Speech2Text' ? item.transcription : undefined;
  const open = () => {
    if (!reopen) return;
    if (reopen.tool) storeSelectedTool(reopen.tool);
    if (reopen.template) storeSelectedTemplate(reopen.template);
    storeFillData(reopen.fill);
  };

  return (
    <div className={classes.frame}>
      {reopen ? (
        <Link to={reopen.path} onClick={open} className={classes.card} data-link>
          {content}
        </Link>
      ) : (
        <div className={classes.card}>{content}</div>
      )}
      {text && (
        <SaveAsDocumentButton
          iconOnly
          title={view.title}
          text={text}
          label="Open in editor"
          aria-label={`Open ${view.title} in the editor`}
          className={classes.toEditor}
        />
      )}
      <Tooltip label="Delete" withArrow openDelay={300} events={{ hover: true, focus: true, touch: false }}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          className={classes.delete}
          aria-label={label}
          // Titles repeat (two Blog Ideas), so the date and text tell which one is meant.
          aria-describedby={`${id}-date ${id}-excerpt`}
          onClick={() => onDelete(item)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
