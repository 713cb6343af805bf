import { Button, Center, Paper, Stack, Title } from '@mantine/core';
import { aiMessages } from '@penwise/contract';
import { useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone } from '~/lib/api-client';
import { deleteHistoryItem } from '~/lib/delete-history-item';
import { downloadVoiceover } from '../api/download-voiceover';
import type { VoiceoverRow } from '../utils/voiceover-rows';
import { DeleteVoiceoverModal } from './delete-voiceover-modal';
import type { VoiceoverList } from './use-voiceover-list';
import { NoVoiceovers, VoiceoversFailed, VoiceoversLoading } from './voiceover-list-states';
import { VoiceoverTable } from './voiceover-table';
import classes from './voiceover.module.css';

interface VoiceoverListSectionProps {
  list: VoiceoverList;
  playingId: string | undefined;
  onPlay: (row: VoiceoverRow) => void;
  /** After the server removed it, so the player can let go of its audio. */
  onDeleted: (row: VoiceoverRow) => void;
}

/** The user's voiceovers: the table with its states, Load more, and the row actions. */
export function VoiceoverListSection({ list, playingId, onPlay, onDeleted }: VoiceoverListSectionProps) {
  const popup = usePopup();
  const [savingId, setSavingId] = useState<string>();
  const [confirming, setConfirming] = useState<VoiceoverRow>();
  const [deleting, setDeleting] = useState(false);

  const download = async (row: VoiceoverRow) => {
    if (!row.mp3Url) return;
    setSavingId(row.id);
    const saved = await downloadVoiceover(row.mp3Url, row.fileName);
    setSavingId(undefined);
    if (!saved) popup.showError('The voiceover could not be downloaded. Please try again.');
  };

  const remove = async (row: VoiceoverRow) => {
    setDeleting(true);
    const result = await deleteHistoryItem(row.id);
    setDeleting(false);
    setConfirming(undefined);
    if (isFailure(result)) {
      popup.showError(isSessionGone(result) ? aiMessages.sessionTimeout : result);
      return;
    }
    list.remove(row.id);
    onDeleted(row);
  };

  let body;
  if (list.loading) body = <VoiceoversLoading />;
  else if (list.failed) body = <VoiceoversFailed onRetry={list.retry} />;
  else if (list.rows.length === 0) body = <NoVoiceovers />;
  else {
    body = (
      <VoiceoverTable
        rows={list.rows}
        playingId={playingId}
        savingId={savingId}
        onPlay={onPlay}
        onDownload={(row) => void download(row)}
        onDelete={setConfirming}
      />
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="voiceover-list-title">
      <Title order={2} size="h4" id="voiceover-list-title">
        Your voiceovers
      </Title>
      <Paper withBorder shadow="xs" className={classes.tableCard}>
        {body}
      </Paper>
      {list.hasMore && !list.loading && (
        <Center>
          <Button variant="default" loading={list.loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        </Center>
      )}
      <DeleteVoiceoverModal
        row={confirming}
        deleting={deleting}
        onCancel={() => setConfirming(undefined)}
        onConfirm={(row) => void remove(row)}
      />
    </Stack>
  );
}
