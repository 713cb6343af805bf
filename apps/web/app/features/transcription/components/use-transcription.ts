import { aiMessages, transcriptionMessages } from '@penwise/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone, type ApiFailure } from '~/lib/api-client';
import { useGenerationEnded } from '~/lib/query-invalidation';
import { readIdToken } from '~/lib/session';
import type { FillData } from '~/lib/tool-selection';
import { fetchSavedAudio } from '../api/fetch-saved-audio';
import { transcribeAudio } from '../api/transcribe-audio';
import { audioFileProblem, savedAudioName, savedRecordingName } from '../utils/audio-files';

export interface AudioSource {
  name: string;
  /** An object URL of the chosen file, or a saved recording's URL. */
  url: string;
  /** Absent for a saved recording (fill data): it is fetched again when transcribed. */
  file?: File;
}

export interface Transcript {
  text: string;
  /** The audio file it was made from: its caption and download name. */
  sourceName: string;
  /** Seconds of audio and credits charged; unknown for a transcript reopened from history. */
  duration?: number;
  credits?: number;
}

/** The server's error text, else 'Failed to transcribe'; 'Network error occurred' offline. */
export function failureText(failure: ApiFailure): string {
  if (isSessionGone(failure)) return aiMessages.sessionTimeout;
  if (failure.code === 'network_error') return transcriptionMessages.network;
  if (failure.code === 'unexpected_answer' || !failure.error.trim()) return transcriptionMessages.failed;
  return failure.error;
}

function initialState(fill: FillData | undefined) {
  const source = fill?.input ? { name: savedAudioName(fill.input), url: fill.input } : undefined;
  const transcript = fill?.output
    ? { text: fill.output, sourceName: source?.name ?? savedRecordingName }
    : undefined;
  return { source, transcript };
}

/** Speech to text: no file, then a file that passed the checks, then its transcription. */
export function useTranscription(fill: FillData | undefined) {
  const popup = usePopup();
  const generationEnded = useGenerationEnded();
  const [initial] = useState(() => initialState(fill));
  const [source, setSource] = useState<AudioSource | undefined>(initial.source);
  const [transcript, setTranscript] = useState<Transcript | undefined>(initial.transcript);
  const [busy, setBusy] = useState(false);
  // The preview's object URL, revoked when replaced or on unmount so the file can be freed.
  const objectUrl = useRef<string | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = undefined;
    };
  }, []);

  const replaceSource = useCallback((next: AudioSource | undefined) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = next?.file ? next.url : undefined;
    setSource(next);
  }, []);

  const select = useCallback(
    (file: File) => {
      const problem = audioFileProblem(file);
      // A refused file leaves the previous selection as it was.
      if (problem) return popup.showMessage(problem);
      replaceSource({ name: file.name, url: URL.createObjectURL(file), file });
    },
    [popup, replaceSource],
  );

  const reset = useCallback(() => {
    replaceSource(undefined);
    setTranscript(undefined);
  }, [replaceSource]);

  const generate = useCallback(async () => {
    if (busy) return;
    if (!source) return popup.showMessage(transcriptionMessages.noFile);
    if (!readIdToken()) return popup.showError(aiMessages.sessionTimeout);
    setBusy(true);
    const file = source.file ?? (await fetchSavedAudio(source.url, source.name));
    const problem = file
      ? audioFileProblem(file)
      : 'The saved recording could not be loaded. Upload it again.';
    const result = file && !problem ? await transcribeAudio(file) : undefined;
    // Charged or refunded, and in the history (or not): whether or not this page is still open.
    if (result) generationEnded();
    if (!mounted.current) return;
    setBusy(false);

    if (!result) return popup.showError(problem);
    if (isFailure(result)) return popup.showError(failureText(result));
    const { transcription, duration, credits } = result.success;
    setTranscript({ text: transcription, sourceName: source.name, duration, credits });
  }, [busy, source, popup, generationEnded]);

  return { source, transcript, busy, select, reset, generate };
}
