import { getSchema } from '@tiptap/react';
import { Node } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { documentText, locateExcerpt } from './document-text';

const schema = getSchema([StarterKit]);
const doc = Node.fromJSON(schema, {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Bold ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'and plain' },
        { type: 'hardBreak' },
        { type: 'text', text: 'next line' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] },
      ],
    },
  ],
});

describe('documentText', () => {
  it('joins blocks with a blank line and keeps line breaks', () => {
    expect(documentText(doc).text).toBe('Title\n\nBold and plain\nnext line\n\nItem');
  });

  it('maps every text offset back to the document position of that character', () => {
    const { text, positionAt } = documentText(doc);
    for (const word of ['Title', 'plain', 'next line', 'Item']) {
      const start = text.indexOf(word);
      expect(doc.textBetween(positionAt(start), positionAt(start + word.length))).toBe(word);
    }
  });
});

describe('locateExcerpt', () => {
  const text = 'We leverage tools. Then we leverage more.';

  it('keeps the offsets while the excerpt is still there', () => {
    expect(locateExcerpt(text, { start: 27, end: 35, excerpt: 'leverage' })).toEqual({ start: 27, end: 35 });
  });

  it('finds the nearest occurrence when the text moved, and nothing once it is gone', () => {
    expect(locateExcerpt(`Now ${text}`, { start: 27, end: 35, excerpt: 'leverage' })).toEqual({
      start: 31,
      end: 39,
    });
    expect(locateExcerpt(text, { start: 0, end: 5, excerpt: 'synergy' })).toBeUndefined();
  });
});
