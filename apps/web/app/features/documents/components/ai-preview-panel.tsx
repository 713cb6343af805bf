import { Alert, Anchor, Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconFlask, IconPlayerStopFilled, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useEngines } from '~/lib/ai-engines';
import { paths } from '~/lib/paths';
import { EditorSidePanel } from './editor-side-panel';
import type { AiRun } from './use-ai-command';
import classes from './document-editor.module.css';

interface AiPreviewPanelProps {
  run: AiRun;
  onAccept: () => void;
  onDiscard: () => void;
  onStop: () => void;
}

/** An AI command's answer as it streams, to accept into the document or discard. */
export function AiPreviewPanel({ run, onAccept, onDiscard, onStop }: AiPreviewPanelProps) {
  const running = run.phase === 'waiting' || run.phase === 'streaming';
  const continuing = run.command === 'continue';
  const scope = run.whole ? 'the whole document' : 'your selection';
  const demo = useEngines().data?.success.text === 'demo';
  const panel = useRef<HTMLElement>(null);
  // Below the editor on a phone: brought into view, or the answer would stream off-screen.
  useEffect(() => {
    // In braces: newer browsers answer scrollIntoView with a promise, which must not become the cleanup.
    panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <EditorSidePanel titleId="ai-preview-title" ref={panel}>
      <div>
        <Title order={2} size="h5" id="ai-preview-title">
          {run.label}
        </Title>
        <Text size="xs" c="dimmed">
          {continuing ? `Continues ${scope}` : `On ${scope}`}
        </Text>
      </div>
      {run.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {run.error.text}
          {run.error.credits && (
            <>
              {' '}
              <Anchor component={Link} to={paths.pricing} fw={600}>
                Get more credits
              </Anchor>
            </>
          )}
        </Alert>
      ) : (
        <div className={classes.preview} aria-live="polite" aria-busy={running}>
          {run.phase === 'waiting' ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Writing…
              </Text>
            </Group>
          ) : (
            run.text || (
              <Text size="sm" c="dimmed">
                Nothing was written.
              </Text>
            )
          )}
        </div>
      )}
      {demo && !run.error && (
        <Text size="xs" c="dimmed" className={classes.demo}>
          <IconFlask size={14} aria-hidden /> Written by the offline demo engine, not an AI model.
        </Text>
      )}
      {run.phase === 'stopped' && !run.error && (
        <Text size="xs" c="dimmed">
          Stopped: only what was written before the stop is charged.
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {running && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
            loading={run.stopping}
            onClick={onStop}
          >
            Stop
          </Button>
        )}
        <Button variant="default" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onDiscard}>
          Discard
        </Button>
        {!run.error && (
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            disabled={running || !run.text.trim()}
            onClick={onAccept}
          >
            {continuing ? 'Insert' : 'Accept'}
          </Button>
        )}
      </Group>
    </EditorSidePanel>
  );
}
