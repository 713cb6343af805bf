import { describe, expect, it } from 'vitest';
import { titleFromText, untitledDocument } from './create-document';

describe('titleFromText', () => {
  it('takes the first non-empty line, without Markdown heading or list marks', () => {
    expect(titleFromText('\n\n## Ten ideas for spring\n\nBody')).toBe('Ten ideas for spring');
    expect(titleFromText('- First point\n- Second')).toBe('First point');
  });

  it('cuts a long line at a word, with an ellipsis', () => {
    const title = titleFromText(`${'word '.repeat(40)}end`, 30);
    expect(title).toBe('word word word word word word…');
  });

  it('falls back to Untitled document for blank text', () => {
    expect(titleFromText('  \n ')).toBe(untitledDocument);
  });
});
