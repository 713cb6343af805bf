import { Alert, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { documentLimits, documentMessages, type Document, type VoiceIssue } from '@penwise/contract';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePopup } from '~/components/popup/popup-provider';
import { formatCount } from '~/lib/format-number';
import { paths } from '~/lib/paths';
import { readDraft, removeDraft, draftIsNewer, type DocumentDraft } from '../utils/document-draft';
import { documentText, locateExcerpt } from '../utils/document-text';
import { AiPreviewPanel } from './ai-preview-panel';
import { CommandOptionsModal, type CommandWithOption } from './command-options-modal';
import { DocumentEditor } from './document-editor';
import classes from './document-editor.module.css';
import { ExportMenu } from './export-menu';
import { SaveStatus } from './save-status';
import { useAiCommand } from './use-ai-command';
import { useDocumentEditor } from './use-document-editor';
import { useDocumentSaver } from './use-document-saver';
import { VoiceCheckSide } from './voice-check-side';
import type { VoiceTools } from './voice-tools';

/** A change kept on this device that the server does not have: it wins over what the server sent. */
function restorableDraft(document: Document): DocumentDraft | undefined {
  const draft = readDraft(document.id);
  if (!draft) return undefined;
  if (draftIsNewer(draft, document.updatedAt)) return draft;
  // Saved since (from another device or tab): this older copy would only undo that.
  removeDraft(document.id);
  return undefined;
}

const staleIssue =
  'That passage has changed since the check, so the fix was not applied. Run the check again.';

/** The open document: title, editor with AI commands, autosave, export, and the side panel. */
export function DocumentWorkspace({
  document,
  voiceTools,
}: {
  document: Document;
  voiceTools?: VoiceTools | undefined;
}) {
  const popup = usePopup();
  const [restored] = useState(() => restorableDraft(document));
  const [showRestored, setShowRestored] = useState(restored !== undefined);
  const { saver, state } = useDocumentSaver(document, restored);
  const [title, setTitle] = useState(restored?.title ?? document.title);
  const { editor, counts } = useDocumentEditor(restored?.content ?? document.content, (content) =>
    saver.change({ content }),
  );
  // Undefined until the picker has chosen the default voice (or none).
  const [voiceId, setVoiceId] = useState<string | null>();
  const ai = useAiCommand(editor, voiceId ?? null);
  const [asking, setAsking] = useState<CommandWithOption>();
  const [checking, setChecking] = useState(false);

  const changeTitle = (value: string) => {
    setTitle(value);
    const trimmed = value.trim();
    if (trimmed) saver.change({ title: trimmed });
  };

  const acceptIssue = (issue: VoiceIssue) => {
    const { text, positionAt } = documentText(editor.state.doc);
    const found = locateExcerpt(text, issue);
    if (!found) return popup.showMessage(staleIssue);
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        tr.insertText(issue.suggestion, positionAt(found.start), positionAt(found.end));
        return true;
      })
      .run();
  };

  const menu = {
    onRun: (request: Parameters<typeof ai.start>[0]) => {
      setChecking(false);
      ai.start(request);
    },
    onAsk: setAsking,
    onCheckVoice: voiceTools
      ? () => {
          ai.discard();
          setChecking(true);
        }
      : undefined,
  };

  let side;
  if (ai.run)
    side = <AiPreviewPanel run={ai.run} onAccept={ai.accept} onDiscard={ai.discard} onStop={ai.stop} />;
  else if (checking && voiceTools) {
    side = (
      <VoiceCheckSide
        CheckPanel={voiceTools.CheckPanel}
        text={documentText(editor.state.doc).text}
        onAccept={acceptIssue}
        onClose={() => setChecking(false)}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={paths.documents} size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden /> Documents
      </Anchor>
      <Group align="flex-start" gap="sm">
        <TextInput
          variant="unstyled"
          aria-label="Document title"
          className={classes.title}
          value={title}
          maxLength={documentLimits.titleMax}
          error={title.trim() ? undefined : documentMessages.titleRequired}
          onChange={(event) => changeTitle(event.currentTarget.value)}
        />
        <ExportMenu
          documentId={document.id}
          title={title.trim() || document.title}
          flush={() => saver.flush()}
        />
      </Group>
      <Group justify="space-between" gap="sm" className={classes.statusRow}>
        <Group gap="md" wrap="wrap">
          <SaveStatus state={state} />
          <Text size="sm" c="dimmed" className={classes.counts}>
            {formatCount(counts.words)} {counts.words === 1 ? 'word' : 'words'} ·{' '}
            {formatCount(counts.characters)} {counts.characters === 1 ? 'character' : 'characters'}
          </Text>
        </Group>
        {voiceTools && <voiceTools.Picker value={voiceId} onChange={setVoiceId} />}
      </Group>
      {showRestored && (
        <Alert
          variant="light"
          icon={<IconHistory size={18} />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setShowRestored(false)}
        >
          Changes you made on this device that had not reached the server were restored, and are being saved
          now.
        </Alert>
      )}
      <div className={classes.layout} data-panel={side ? true : undefined}>
        <DocumentEditor editor={editor} ai={menu} />
        {side}
      </div>
      <CommandOptionsModal command={asking} onClose={() => setAsking(undefined)} onRun={menu.onRun} />
    </Stack>
  );
}
