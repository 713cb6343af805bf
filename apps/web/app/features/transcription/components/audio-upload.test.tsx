import { apiPaths } from '@penwise/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { calledPaths } from '~test/render';
import {
  buildAudioFile,
  filesTransfer,
  mockTranscriptionApi,
  stubObjectUrls,
} from '../testing/transcription-fixtures';
import {
  dropZone,
  fileInput,
  popup,
  previewPlayer,
  renderTranscription,
} from '../testing/render-transcription';

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  objectUrls = stubObjectUrls();
  storeSession();
});
afterEach(() => objectUrls.restore());

describe('TranscriptionScreen: choosing a file', () => {
  it('shows the heading, My Documents with New, and the upload area texts', () => {
    mockTranscriptionApi();
    renderTranscription();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Speech to Text' })).toBeInTheDocument();
    expect(screen.getByText('The AI app that turns audio speech into text with ease')).toBeInTheDocument();
    expect(screen.getByText('My Documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
    expect(screen.getByText('Upload audio file or Drag and Drop')).toBeInTheDocument();
    expect(screen.getByText('Supported files: mp3, mp4, mpeg, wav')).toBeInTheDocument();
    expect(screen.getByText('File size upto: 25MB')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.mp3,.mp4,.mpeg,.wav');
    expect(screen.getByText('Your transcription will appear here')).toBeInTheDocument();
  });

  it('opens the file picker on click, Enter and Space', async () => {
    mockTranscriptionApi();
    const { user } = renderTranscription();
    const picker = vi.spyOn(fileInput(), 'click').mockImplementation(() => undefined);
    await user.click(dropZone());
    dropZone().focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(picker).toHaveBeenCalledTimes(3);
  });

  it('shows the chosen file and plays it from an object URL', async () => {
    mockTranscriptionApi();
    const { user } = renderTranscription();
    await user.upload(fileInput(), buildAudioFile('interview.mp3'));
    expect(screen.getByText('Selected file: interview.mp3')).toBeInTheDocument();
    expect(previewPlayer()).toHaveAttribute('src', 'blob:audio-1-interview.mp3');
    expect(previewPlayer()).toHaveAttribute('controls');
  });

  it('refuses a PNG with File format not supported and keeps the previous file', async () => {
    mockTranscriptionApi();
    const { user } = renderTranscription();
    await user.upload(fileInput(), buildAudioFile('interview.mp3'));
    fireEvent.drop(dropZone(), { dataTransfer: filesTransfer(buildAudioFile('photo.png', 'image/png')) });

    expect(await (await popup()).findByText('File format not supported')).toBeInTheDocument();
    expect(screen.getByText('Selected file: interview.mp3')).toBeInTheDocument();
    expect(previewPlayer()).toHaveAttribute('src', 'blob:audio-1-interview.mp3');
    expect(objectUrls.revoke).not.toHaveBeenCalled();
  });

  it('refuses a file over 25MB and keeps the previous file', async () => {
    mockTranscriptionApi();
    const { user } = renderTranscription();
    await user.upload(fileInput(), buildAudioFile('short.wav', 'audio/wav'));
    await user.upload(fileInput(), buildAudioFile('long.wav', 'audio/wav', 26_214_401));

    expect(await (await popup()).findByText('File size exceeds 25MB')).toBeInTheDocument();
    expect(screen.getByText('Selected file: short.wav')).toBeInTheDocument();
  });

  it('accepts a file of exactly 25MB', async () => {
    mockTranscriptionApi();
    const { user } = renderTranscription();
    await user.upload(fileInput(), buildAudioFile('talk.mp4', 'video/mp4', 26_214_400));
    expect(screen.getByText('Selected file: talk.mp4')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('highlights the upload area while a file is dragged over it, and takes the drop', () => {
    mockTranscriptionApi();
    renderTranscription();
    const zone = dropZone();
    const title = screen.getByText('Upload audio file or Drag and Drop');
    fireEvent.dragEnter(zone);
    expect(zone).toHaveAttribute('data-dragging');
    // Moving onto a child: it is entered before the zone is left.
    fireEvent.dragEnter(title);
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.dragLeave(title);
    expect(zone).not.toHaveAttribute('data-dragging');

    fireEvent.dragEnter(zone);

    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: filesTransfer(buildAudioFile('dropped.wav', 'audio/wav')) });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(screen.getByText('Selected file: dropped.wav')).toBeInTheDocument();
  });

  it('keeps the browser from opening a file dropped beside the upload area', () => {
    mockTranscriptionApi();
    renderTranscription();
    expect(fireEvent.drop(document.body, { dataTransfer: filesTransfer(buildAudioFile()) })).toBe(false);
    expect(screen.queryByText(/Selected file:/)).toBeNull();
  });

  it('revokes the previous preview when the file is replaced, and the last one on leaving', async () => {
    mockTranscriptionApi();
    const { user, unmount } = renderTranscription();
    await user.upload(fileInput(), buildAudioFile('one.mp3'));
    await user.upload(fileInput(), buildAudioFile('two.mp3'));
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:audio-1-one.mp3');
    expect(previewPlayer()).toHaveAttribute('src', 'blob:audio-2-two.mp3');

    unmount();
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:audio-2-two.mp3');
  });

  it('clears the file, its preview and the transcription with New', async () => {
    mockTranscriptionApi();
    const { user } = renderTranscription();
    await user.upload(fileInput(), buildAudioFile('interview.mp3'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Hello and welcome to the show.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.queryByText(/Selected file:/)).toBeNull();
    expect(previewPlayer()).toBeNull();
    expect(screen.queryByText('Hello and welcome to the show.')).toBeNull();
    expect(screen.getByText('Your transcription will appear here')).toBeInTheDocument();
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:audio-1-interview.mp3');
  });

  it('asks for a file first when Generate is pressed without one, and makes no call', async () => {
    const fetchMock = mockTranscriptionApi();
    const { user } = renderTranscription();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await (await popup()).findByText('Please select a file first!')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.ai.transcribe);
  });
});
