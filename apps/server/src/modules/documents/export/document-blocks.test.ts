import { describe, expect, it } from 'vitest';
import { documentBlocks, type Run } from './document-blocks.ts';

const plain = { bold: false, italic: false, underline: false, strike: false, code: false };
const run = (text: string, marks: Partial<Run> = {}): Run => ({ text, ...plain, ...marks });

describe('documentBlocks', () => {
  it('reads headings and paragraphs with their marks and links', () => {
    const blocks = documentBlocks(
      '<h1>Title</h1><h4>Small</h4><p>Some <strong>bold <em>both</em></strong> <u>u</u><s>s</s> ' +
        '<a href="https://e.com/">link <b>bold</b></a> <code>x</code></p>',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, runs: [run('Title')] },
      { kind: 'heading', level: 4, runs: [run('Small')] },
      {
        kind: 'paragraph',
        runs: [
          run('Some '),
          run('bold ', { bold: true }),
          run('both', { bold: true, italic: true }),
          run(' '),
          run('u', { underline: true }),
          run('s', { strike: true }),
          run(' '),
          run('link ', { link: 'https://e.com/' }),
          run('bold', { bold: true, link: 'https://e.com/' }),
          run(' '),
          run('x', { code: true }),
        ],
      },
    ]);
  });

  it('numbers list items and tracks their nesting depth and list', () => {
    const blocks = documentBlocks(
      '<ul><li><p>a</p><ol start="5"><li><p>b</p></li><li><p>c</p></li></ol></li><li><p>d</p></li></ul><ol><li>e</li></ol>',
    );
    expect(
      blocks.map((b) =>
        b.kind === 'list-item' ? [b.runs[0]?.text, b.ordered, b.depth, b.number, b.list] : b.kind,
      ),
    ).toEqual([
      ['a', false, 0, 1, 1],
      ['b', true, 1, 5, 2],
      ['c', true, 1, 6, 2],
      ['d', false, 0, 2, 1],
      ['e', true, 0, 1, 3],
    ]);
  });

  it('reads quotes, code blocks as written, rules and line breaks; collapses white space elsewhere', () => {
    expect(
      documentBlocks(
        '<blockquote><p>quoted\n  text</p></blockquote><pre><code>a  b\n  c\n</code></pre><hr><p> x<br>y </p><p></p>',
      ),
    ).toEqual([
      { kind: 'quote', runs: [run('quoted text')] },
      { kind: 'code', text: 'a  b\n  c' },
      { kind: 'rule' },
      { kind: 'paragraph', runs: [run('x\ny')] },
      { kind: 'paragraph', runs: [] },
    ]);
  });

  it('keeps loose text as a paragraph and drops empty headings', () => {
    expect(documentBlocks('loose <em>words</em><h2> </h2>')).toEqual([
      { kind: 'paragraph', runs: [run('loose '), run('words', { italic: true })] },
    ]);
  });

  it('reads a paragraph of 250,000 line breaks without stalling on its trailing white space', () => {
    const breaks = '\n'.repeat(250_000);
    expect(documentBlocks(`<p>a${'<br>'.repeat(250_000)}b</p><p>c${'<br>'.repeat(250_000)}</p>`)).toEqual([
      { kind: 'paragraph', runs: [run(`a${breaks}b`)] },
      { kind: 'paragraph', runs: [run('c')] },
    ]);
  });
});
