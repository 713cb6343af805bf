import { Table, Text } from '@mantine/core';
import { formatDuration } from '@penwise/contract';
import { formatDateTime } from '~/lib/format-date';
import { voiceText, type VoiceoverRow } from '../utils/voiceover-rows';
import { VoiceoverActions } from './voiceover-actions';
import classes from './voiceover.module.css';

interface VoiceoverTableProps {
  rows: readonly VoiceoverRow[];
  /** The row loaded in the player, highlighted. */
  playingId: string | undefined;
  savingId: string | undefined;
  onPlay: (row: VoiceoverRow) => void;
  onDownload: (row: VoiceoverRow) => void;
  onDelete: (row: VoiceoverRow) => void;
}

/** The voiceover table: File Name, Voice, Date, Duration (mm:ss) and Actions. */
export function VoiceoverTable({ rows, playingId, savingId, ...actions }: VoiceoverTableProps) {
  return (
    <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" aria-label="Voiceovers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th data-col="name">File Name</Table.Th>
          <Table.Th data-col="voice">Voice</Table.Th>
          <Table.Th data-col="date">Date</Table.Th>
          <Table.Th data-col="duration">Duration</Table.Th>
          <Table.Th data-col="actions">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const nameId = `voiceover-name-${row.id}`;
          return (
            <Table.Tr key={row.id} bg={row.id === playingId ? 'var(--penwise-tint)' : undefined}>
              <Table.Td data-col="name">
                <Text id={nameId} size="sm" fw={600} className={classes.fileName}>
                  {row.fileName}
                </Text>
              </Table.Td>
              <Table.Td data-col="voice" data-label="Voice">
                {voiceText(row.voice)}
              </Table.Td>
              <Table.Td data-col="date" data-label="Date" className={classes.nowrap}>
                <time dateTime={row.date}>{formatDateTime(row.date)}</time>
              </Table.Td>
              <Table.Td data-col="duration" data-label="Duration" className={classes.nowrap}>
                {formatDuration(row.duration)}
              </Table.Td>
              <Table.Td data-col="actions">
                <VoiceoverActions
                  nameId={nameId}
                  noAudio={!row.mp3Url}
                  saving={row.id === savingId}
                  onPlay={() => actions.onPlay(row)}
                  onDownload={() => actions.onDownload(row)}
                  onDelete={() => actions.onDelete(row)}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
