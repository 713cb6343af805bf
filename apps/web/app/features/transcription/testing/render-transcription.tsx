import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderRoute } from '../../../../test/render';
import { TranscriptionScreen } from '../components/transcription-screen';

function StrictScreen() {
  return (
    <StrictMode>
      <TranscriptionScreen />
    </StrictMode>
  );
}

/** Renders /transcribe under StrictMode; the picker ignores `accept`, as a drop would. */
export function renderTranscription() {
  const view = renderRoute(StrictScreen, { path: '/transcribe' });
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user };
}

export function fileInput(): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>('Audio file');
}

export function dropZone(): HTMLElement {
  return screen.getByRole('button', { name: 'Upload audio file or Drag and Drop' });
}

export function popup() {
  return within(screen.getByRole('dialog'));
}

export function previewPlayer(): HTMLAudioElement | null {
  return document.querySelector('audio');
}
