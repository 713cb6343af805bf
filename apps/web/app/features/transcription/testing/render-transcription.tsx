import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { findPopup, renderRoute } from '~test/render';
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

/** The open popup, once loaded. */
export const popup = findPopup;

export function previewPlayer(): HTMLAudioElement | null {
  return document.querySelector('audio');
}
