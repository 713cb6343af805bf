import { describe, expect, it } from 'vitest';
import { draftIsNewer, readDraft, removeDraft, writeDraft } from './document-draft';

const updatedAt = '2030-01-01T10:00:00.000Z';

describe('document drafts', () => {
  it('are kept per document and removed on demand', () => {
    writeDraft('a', { content: '<p>A</p>', at: 1, base: updatedAt });
    expect(readDraft('a')).toEqual({ content: '<p>A</p>', at: 1, base: updatedAt });
    expect(readDraft('b')).toBeUndefined();
    removeDraft('a');
    expect(readDraft('a')).toBeUndefined();
  });

  it('ignore a malformed stored value', () => {
    window.localStorage.setItem('document-draft:x', '{"content": 5}');
    expect(readDraft('x')).toBeUndefined();
  });

  it('count as newer when made on the version the server has, or after its last change', () => {
    expect(draftIsNewer({ at: 0, base: updatedAt }, updatedAt)).toBe(true);
    expect(draftIsNewer({ at: Date.parse(updatedAt) + 1, base: 'older' }, updatedAt)).toBe(true);
    expect(draftIsNewer({ at: Date.parse(updatedAt) - 1, base: 'older' }, updatedAt)).toBe(false);
  });
});
