import {
  aiEditLimits,
  aiEditMessages,
  aiMessages,
  editCommandLabels,
  type AiEditBody,
  type EditCommand,
  type Language,
  type Tone,
} from '@penwise/contract';
import type { Editor, EditorEvents } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isFailure, isSessionGone, type ApiFailure } from '~/lib/api-client';
import { stopGeneration } from '~/lib/generations';
import { useGenerationEnded } from '~/lib/query-invalidation';
import { readIdToken } from '~/lib/session';
import { streamEdit } from '../api/stream-edit';
import { applyResult, type EditRange } from '../utils/apply-result';
import { blockSeparator, documentText } from '../utils/document-text';

export interface AiCommandRequest {
  command: EditCommand;
  tone?: Tone | undefined;
  language?: Language | undefined;
}

/** waiting: sent, nothing back yet; streaming: the answer is arriving. */
export type AiRunPhase = 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface AiRun {
  command: EditCommand;
  /** What the panel calls it: "Translate: French". */
  label: string;
  whole: boolean;
  phase: AiRunPhase;
  text: string;
  /** Why it failed, for the user; `credits` when buying credits is the way on. */
  error?: { text: string; credits: boolean } | undefined;
  stopping?: boolean;
}

function labelOf({ command, tone, language }: AiCommandRequest): string {
  const detail = tone ?? language;
  return detail ? `${editCommandLabels[command]}: ${detail}` : editCommandLabels[command];
}

function errorOf(failure: ApiFailure): AiRun['error'] {
  if (isSessionGone(failure)) return { text: aiMessages.sessionTimeout, credits: false };
  return { text: failure.error, credits: failure.code === 'not_enough_credits' || failure.status === 402 };
}

/**
 * An AI command on the selection, or on the whole document when nothing is selected. Its answer
 * streams into `run` for a preview; accept puts it in the document, discard leaves the text as it was.
 * The range it ran on follows the edits made meanwhile, so Accept replaces the right text.
 */
export function useAiCommand(editor: Editor | null, brandVoiceId: string | null) {
  const [run, setRun] = useState<AiRun>();
  const range = useRef<EditRange | undefined>(undefined);
  // The current run: an older one's events (a discarded or replaced run) no longer change the panel.
  const current = useRef(0);
  const generation = useRef<{ id: string | undefined; stopWanted: boolean }>({
    id: undefined,
    stopWanted: false,
  });
  const reading = useRef<AbortController | null>(null);
  const generationEnded = useGenerationEnded();

  useEffect(() => {
    if (!editor) return;
    const follow = ({ transaction }: EditorEvents['transaction']) => {
      const kept = range.current;
      if (!kept || !transaction.docChanged) return;
      range.current = {
        ...kept,
        from: transaction.mapping.map(kept.from, 1),
        to: transaction.mapping.map(kept.to, -1),
      };
    };
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  }, [editor]);

  // Leaving stops the reading; a running command goes on on the server and is in the history.
  useEffect(() => () => reading.current?.abort(), []);

  const sendStop = useCallback((id: string, token: number) => {
    void stopGeneration(id).then((result) => {
      if (isFailure(result) && current.current === token)
        setRun((previous) => previous && { ...previous, stopping: false });
    });
  }, []);

  const stop = useCallback(() => {
    const { id } = generation.current;
    generation.current.stopWanted = true;
    setRun((previous) => previous && { ...previous, stopping: true });
    if (id) sendStop(id, current.current);
  }, [sendStop]);

  const start = useCallback(
    async (request: AiCommandRequest) => {
      if (!editor) return;
      const busy = run?.phase === 'waiting' || run?.phase === 'streaming';
      // A new command replaces a running one: that one is stopped rather than paid for in full.
      if (busy && generation.current.id) void stopGeneration(generation.current.id);
      const token = current.current + 1;
      current.current = token;
      generation.current = { id: undefined, stopWanted: false };

      const { doc, selection } = editor.state;
      const whole = selection.empty;
      const text = whole
        ? documentText(doc).text
        : doc.textBetween(selection.from, selection.to, blockSeparator, '\n');
      range.current = whole
        ? { from: 0, to: doc.content.size, whole }
        : { from: selection.from, to: selection.to, whole };
      const base: AiRun = {
        command: request.command,
        label: labelOf(request),
        whole,
        phase: 'waiting',
        text: '',
      };
      const refuse = (error: string) =>
        setRun({ ...base, phase: 'failed', error: { text: error, credits: false } });
      if (!text.trim()) return refuse(aiEditMessages.textRequired);
      if (text.length > aiEditLimits.textMax) return refuse(aiEditMessages.textTooLong);
      if (!readIdToken()) return refuse(aiMessages.sessionTimeout);
      setRun(base);

      const body: AiEditBody = {
        text,
        command: request.command,
        ...(request.tone ? { tone: request.tone } : {}),
        ...(request.language ? { language: request.language } : {}),
        ...(brandVoiceId ? { brand_voice_id: brandVoiceId } : {}),
      };
      const update = (change: (previous: AiRun) => AiRun) => {
        if (current.current === token) setRun((previous) => previous && change(previous));
      };
      const abort = new AbortController();
      reading.current = abort;
      const outcome = await streamEdit(body, {
        signal: abort.signal,
        onGeneration: (id) => {
          if (current.current !== token) return;
          generation.current.id = id;
          // Stop was pressed before the server had named the generation.
          if (generation.current.stopWanted) sendStop(id, token);
        },
        onDelta: (delta) =>
          update((previous) => ({ ...previous, phase: 'streaming', text: previous.text + delta })),
        onText: (whole) => update((previous) => ({ ...previous, phase: 'streaming', text: whole })),
      });
      if (outcome.status === 'left') return;
      // Charged (or refunded) and in the history, even when the panel has moved on.
      generationEnded();
      if (outcome.status === 'done') {
        const { final } = outcome;
        update((previous) => ({
          ...previous,
          phase: final.stopped ? 'stopped' : 'done',
          text: final.text,
          stopping: false,
        }));
      } else {
        update((previous) => ({
          ...previous,
          phase: 'failed',
          stopping: false,
          error: errorOf(outcome.failure),
        }));
      }
    },
    [editor, run?.phase, brandVoiceId, generationEnded, sendStop],
  );

  const close = useCallback(() => {
    current.current += 1;
    range.current = undefined;
    setRun(undefined);
  }, []);

  /** Puts the answer in the document in place of the text it ran on. */
  const accept = useCallback(() => {
    const kept = range.current;
    if (editor && run && kept && run.text.trim()) applyResult(editor, kept, run.command, run.text);
    close();
  }, [editor, run, close]);

  /** Leaves the text as it was; a command still running is stopped (it is charged for what it wrote). */
  const discard = useCallback(() => {
    if (run && (run.phase === 'waiting' || run.phase === 'streaming')) stop();
    close();
    editor?.commands.focus();
  }, [run, stop, close, editor]);

  return { run, start: (request: AiCommandRequest) => void start(request), stop, accept, discard };
}
