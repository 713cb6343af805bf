import type { DocumentSavedAnswer, UpdateDocumentBody } from '@penwise/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '~/lib/api-client';
import { readDraft } from './document-draft';
import { DocumentSaver } from './document-saver';

const base = '2030-01-01T10:00:00.000Z';
const saved = (updatedAt: string): DocumentSavedAnswer => ({
  success: { id: 'doc', title: 'T', words: 1, updatedAt },
});

function deferred() {
  let resolve: (result: ApiResult<DocumentSavedAnswer>) => void = () => undefined;
  const promise = new Promise<ApiResult<DocumentSavedAnswer>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DocumentSaver', () => {
  it('sends a change typed while a save was on its way next, and keeps it stored until then', async () => {
    const answers = [deferred(), deferred()];
    const bodies: UpdateDocumentBody[] = [];
    const save = vi.fn((_id: string, body: UpdateDocumentBody) => {
      bodies.push(body);
      return answers[bodies.length - 1]?.promise ?? Promise.resolve(saved(base));
    });
    const saver = new DocumentSaver('doc', base, { save, saveOnLeave: save });
    saver.start();

    saver.change({ content: '<p>one</p>' });
    await vi.advanceTimersByTimeAsync(800);
    saver.change({ content: '<p>one two</p>' });
    answers[0]?.resolve(saved('2030-01-01T10:01:00.000Z'));
    await vi.advanceTimersByTimeAsync(0);
    // The first answer confirmed an older change: the newer one is still kept, on the new version.
    expect(readDraft('doc')).toMatchObject({ content: '<p>one two</p>', base: '2030-01-01T10:01:00.000Z' });
    expect(saver.getState().status).toBe('saving');

    await vi.advanceTimersByTimeAsync(800);
    expect(bodies).toEqual([{ content: '<p>one</p>' }, { content: '<p>one two</p>' }]);
    answers[1]?.resolve(saved('2030-01-01T10:02:00.000Z'));
    await vi.advanceTimersByTimeAsync(0);
    expect(readDraft('doc')).toBeUndefined();
    expect(saver.getState().status).toBe('saved');
  });

  it('stops on a refusal (4xx) with its reason, keeping the change, and tries again on the next one', async () => {
    const save = vi
      .fn<(id: string, body: UpdateDocumentBody) => Promise<ApiResult<DocumentSavedAnswer>>>()
      .mockResolvedValueOnce({
        error: 'This document is too long to save.',
        code: 'validation_failed',
        status: 400,
      })
      .mockResolvedValue(saved(base));
    const saver = new DocumentSaver('doc', base, { save, saveOnLeave: save });
    saver.start();
    saver.change({ content: 'x'.repeat(10) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.getState()).toMatchObject({
      status: 'failed',
      failure: { error: 'This document is too long to save.' },
    });
    expect(readDraft('doc')).toBeDefined();

    saver.change({ content: 'short' });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.getState().status).toBe('saved');
  });

  it('sends a save the server refused as too many (429) again on its own, without another change', async () => {
    const save = vi
      .fn<(id: string, body: UpdateDocumentBody) => Promise<ApiResult<DocumentSavedAnswer>>>()
      .mockResolvedValueOnce({ error: 'Too many requests.', code: 'rate_limited', status: 429 })
      .mockResolvedValue(saved(base));
    const saver = new DocumentSaver('doc', base, { save, saveOnLeave: save, retryMs: 1000 });
    saver.start();
    saver.change({ content: '<p>typed</p>' });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.getState().status).toBe('saved');
    expect(readDraft('doc')).toBeUndefined();
  });

  it('flush sends at once and answers whether everything reached the server', async () => {
    const save = vi
      .fn<(id: string, body: UpdateDocumentBody) => Promise<ApiResult<DocumentSavedAnswer>>>()
      .mockResolvedValue({ error: 'Network error occurred', code: 'network_error' });
    const saver = new DocumentSaver('doc', base, { save, saveOnLeave: save });
    saver.start();
    saver.change({ title: 'New title' });
    expect(await saver.flush()).toBe(false);
    expect(saver.getState().status).toBe('offline');
    save.mockResolvedValue(saved(base));
    expect(await saver.flush()).toBe(true);
    expect(save).toHaveBeenLastCalledWith('doc', { title: 'New title' });
  });
});
