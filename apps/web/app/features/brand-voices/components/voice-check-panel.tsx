import type { VoiceIssue } from '@penwise/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useCheckBrandVoice } from '../api/check-brand-voice';
import { afterAccepting } from '../utils/voice-issues';
import { BrandVoicePicker } from './brand-voice-picker';
import { VoiceIssueList } from './voice-issue-list';

interface VoiceCheckPanelProps {
  /** The text to check, as it is now (it changes as fixes are accepted). */
  text: string;
  /** Puts `issue.suggestion` in place of `text.slice(issue.start, issue.end)`. */
  onAccept: (issue: VoiceIssue) => void;
}

/** 'Check against voice': where a text breaks a brand voice's rules, each place with a fix to accept. */
export function VoiceCheckPanel({ text, onAccept }: VoiceCheckPanelProps) {
  const [voiceId, setVoiceId] = useState<string | null>();
  const [issues, setIssues] = useState<VoiceIssue[]>();
  const check = useCheckBrandVoice();

  const pickVoice = useCallback((next: string | null) => {
    setVoiceId(next);
    setIssues(undefined);
  }, []);

  const run = () => {
    if (!voiceId) return;
    check.mutate({ voiceId, text }, { onSuccess: setIssues });
  };

  const accept = (issue: VoiceIssue) => {
    onAccept(issue);
    setIssues((current) => current && afterAccepting(current, issue));
  };

  return (
    <Stack gap="sm">
      <BrandVoicePicker value={voiceId} onChange={pickVoice} size="sm" />
      <Button
        variant="light"
        onClick={run}
        loading={check.isPending}
        disabled={!voiceId || text.trim() === ''}
      >
        Check against voice
      </Button>
      {!voiceId && voiceId !== undefined && (
        <Text size="sm" c="dimmed">
          Pick a brand voice to check the text against.
        </Text>
      )}
      {check.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {check.error.message}
        </Alert>
      )}
      {issues?.length === 0 && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          No problems found
        </Alert>
      )}
      {issues && issues.length > 0 && <VoiceIssueList issues={issues} text={text} onAccept={accept} />}
    </Stack>
  );
}
