import { ActionIcon, Text, Tooltip } from '@mantine/core';
import type { DocumentSummary } from '@penwise/contract';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '~/lib/format-date';
import { formatCount } from '~/lib/format-number';
import { documentPath } from '~/lib/paths';
import { formatRelativeTime } from '../utils/relative-time';
import classes from './documents.module.css';

interface DocumentRowProps {
  document: DocumentSummary;
  onDelete: (document: DocumentSummary) => void;
}

/** One document: its title opens the editor; words and the last edit beneath; Delete beside the link. */
export function DocumentRow({ document, onDelete }: DocumentRowProps) {
  const id = useId();
  const words = document.words === 1 ? '1 word' : `${formatCount(document.words)} words`;
  return (
    <li className={classes.row}>
      <IconFileText size={22} stroke={1.6} aria-hidden color="var(--mantine-primary-color-filled)" />
      <Link to={documentPath(document.id)} className={classes.rowLink}>
        <Text fw={600} className={classes.rowTitle}>
          {document.title}
        </Text>
        <Text size="sm" className={classes.meta} id={`${id}-meta`}>
          {words} · Edited{' '}
          <time dateTime={document.updatedAt} title={formatDateTime(document.updatedAt)}>
            {formatRelativeTime(document.updatedAt)}
          </time>
        </Text>
      </Link>
      <Tooltip label="Delete" withArrow openDelay={300} events={{ hover: true, focus: true, touch: false }}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete ${document.title}`}
          aria-describedby={`${id}-meta`}
          onClick={() => onDelete(document)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </li>
  );
}
