import { Button, Center, Paper, Stack, Title } from '@mantine/core';
import { aiMessages } from '@penwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { useFailurePopup } from '~/components/popup/use-failure-popup';
import { isSessionGone } from '~/lib/api-client';
import { useDeleteHistoryItem } from '~/lib/delete-history-item';
import { downloadVoiceover } from '../api/download-voiceover';
import { dropFromVoiceovers, type VoiceoverList } from '../api/fetch-voiceovers';
import type { VoiceoverRow } from '../utils/voiceover-rows';
import { DeleteVoiceoverModal } from './delete-voiceover-modal';
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
  const client = useQueryClient();
  const deletion = useDeleteHistoryItem();
  const [savingId, setSavingId] = useState<string>();
  const [confirming, setConfirming] = useState<VoiceoverRow>();
  // The table stays as it was when Load more fails: the popup says why.
  useFailurePopup(list.isFetchNextPageError ? list.error.failure : undefined);
  const rows = list.data ?? [];

  const download = async (row: VoiceoverRow) => {
    if (!row.mp3Url) return;
    setSavingId(row.id);
    const saved = await downloadVoiceover(row.mp3Url, row.fileName);
    setSavingId(undefined);
    if (!saved) popup.showError('The voiceover could not be downloaded. Please try again.');
  };

  const remove = (row: VoiceoverRow) => {
    deletion.mutate(row.id, {
      onSuccess: () => {
        dropFromVoiceovers(client, row.id);
        onDeleted(row);
      },
      onError: ({ failure }) => popup.showError(isSessionGone(failure) ? aiMessages.sessionTimeout : failure),
      onSettled: () => setConfirming(undefined),
    });
  };
  const loadMore = () => {
    if (!list.isFetchingNextPage) void list.fetchNextPage();
  };

  let body;
  if (list.isPending) body = <VoiceoversLoading />;
  else if (!list.data) body = <VoiceoversFailed onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) body = <NoVoiceovers />;
  else {
    body = (
      <VoiceoverTable
        rows={rows}
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
      {list.hasNextPage && (
        <Center>
          <Button variant="default" loading={list.isFetchingNextPage} onClick={loadMore}>
            Load more
          </Button>
        </Center>
      )}
      <DeleteVoiceoverModal
        row={confirming}
        deleting={deletion.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={remove}
      />
    </Stack>
  );
}
