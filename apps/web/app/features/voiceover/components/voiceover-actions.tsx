import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconPlayerPlayFilled, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface VoiceoverActionsProps {
  /** The id of the row's file name cell: each button is described by it, as the labels repeat. */
  nameId: string;
  /** The row has no audio to play or save. */
  noAudio: boolean;
  saving: boolean;
  onPlay: () => void;
  onDownload: () => void;
  onDelete: () => void;
}

interface ActionProps {
  label: string;
  nameId: string;
  color?: string;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Action({ label, nameId, color, disabled, loading, onClick, children }: ActionProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={color}
        aria-label={label}
        aria-describedby={nameId}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's Play, Download and Delete buttons. */
export function VoiceoverActions({
  nameId,
  noAudio,
  saving,
  onPlay,
  onDownload,
  onDelete,
}: VoiceoverActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Action label="Play" nameId={nameId} disabled={noAudio} onClick={onPlay}>
        <IconPlayerPlayFilled size={18} />
      </Action>
      <Action label="Download" nameId={nameId} disabled={noAudio} loading={saving} onClick={onDownload}>
        <IconDownload size={18} />
      </Action>
      <Action label="Delete" nameId={nameId} color="red" onClick={onDelete}>
        <IconTrash size={18} />
      </Action>
    </Group>
  );
}
