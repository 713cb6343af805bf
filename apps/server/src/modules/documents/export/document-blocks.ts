import { Parser } from 'htmlparser2';
import { safeHref } from '../document-html.ts';

/** A piece of text with one set of marks; `\n` inside it is a line break. */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  code: boolean;
  link?: string;
}

/** One block of a document, as DOCX and PDF lay it out. */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'quote'; runs: Run[] }
  | {
      kind: 'list-item';
      ordered: boolean;
      /** 0 for a top-level item, 1 inside it, and so on (at most `maxListDepth`). */
      depth: number;
      /** Its number in an ordered list (from the list's start). */
      number: number;
      /** Which list it belongs to: every <ul>/<ol> is a list of its own. */
      list: number;
      /** Where its ordered list starts counting. */
      start: number;
      runs: Run[];
    }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

/** Word numbers lists at levels 0–8; deeper items stay at the last level. */
export const maxListDepth = 8;

type MarkName = 'bold' | 'italic' | 'underline' | 'strike' | 'code';
const markOfTag: Record<string, MarkName | undefined> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  code: 'code',
};
const headingLevels: Record<string, 1 | 2 | 3 | 4 | undefined> = { h1: 1, h2: 2, h3: 3, h4: 4 };

type TextBlock = Exclude<Block, { kind: 'code' } | { kind: 'rule' }>;

/** Drops empty runs, trims the block's outer spaces and joins neighbours with the same marks. */
function tidy(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    const sameMarks =
      last &&
      last.bold === run.bold &&
      last.italic === run.italic &&
      last.underline === run.underline &&
      last.strike === run.strike &&
      last.code === run.code &&
      last.link === run.link;
    if (sameMarks) last.text += run.text;
    else out.push({ ...run });
  }
  const first = out[0];
  if (first) first.text = first.text.replace(/^[ \n]+/, '');
  const last = out.at(-1);
  // Matched from a run's first character only: tried from each one, `[ \n]+$` rescans the rest of a long run of
  // line breaks every time (quadratic).
  if (last) last.text = last.text.replace(/(?<![ \n])[ \n]+$/, '');
  return out.filter((run) => run.text.length > 0);
}

/** The blocks of sanitised document HTML: what the editor makes, in reading order. */
export function documentBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const marks: Record<MarkName, number> = { bold: 0, italic: 0, underline: 0, strike: 0, code: 0 };
  const links: (string | undefined)[] = [];
  const lists: { ordered: boolean; next: number; id: number; start: number }[] = [];
  let listCount = 0;
  let quoteDepth = 0;
  let current: TextBlock | undefined;
  let code: { kind: 'code'; text: string } | undefined;

  const flush = () => {
    if (current) {
      const runs = tidy(current.runs);
      if (runs.length > 0 || current.kind !== 'heading') blocks.push({ ...current, runs });
    }
    current = undefined;
  };
  const open = (block: TextBlock) => {
    flush();
    current = block;
  };
  const addText = (text: string) => {
    if (!current) {
      if (!text.trim()) return;
      open({ kind: quoteDepth > 0 ? 'quote' : 'paragraph', runs: [] });
    }
    current?.runs.push({
      text,
      bold: marks.bold > 0,
      italic: marks.italic > 0,
      underline: marks.underline > 0,
      strike: marks.strike > 0,
      code: marks.code > 0,
      ...(links.at(-1) ? { link: links.at(-1) } : {}),
    });
  };

  const parser = new Parser({
    onopentag(name, attribs) {
      if (code) return;
      const mark = markOfTag[name];
      const level = headingLevels[name];
      if (mark) marks[mark] += 1;
      else if (name === 'a') links.push(safeHref(attribs.href));
      else if (level) open({ kind: 'heading', level, runs: [] });
      else if (name === 'p') {
        // A list item's first paragraph is the item's text; a later one goes on a new line of it.
        if (current?.kind === 'list-item') {
          if (current.runs.length > 0) addText('\n');
        } else open({ kind: quoteDepth > 0 ? 'quote' : 'paragraph', runs: [] });
      } else if (name === 'br') addText('\n');
      else if (name === 'ul' || name === 'ol') {
        flush();
        const start = Number(attribs.start ?? '1') || 1;
        listCount += 1;
        lists.push({ ordered: name === 'ol', next: start, id: listCount, start });
      } else if (name === 'li') {
        const list = lists.at(-1) ?? { ordered: false, next: 1, id: 0, start: 1 };
        open({
          kind: 'list-item',
          ordered: list.ordered,
          depth: Math.min(Math.max(lists.length - 1, 0), maxListDepth),
          number: list.next,
          list: list.id,
          start: list.start,
          runs: [],
        });
        list.next += 1;
      } else if (name === 'blockquote') {
        flush();
        quoteDepth += 1;
      } else if (name === 'pre') {
        flush();
        code = { kind: 'code', text: '' };
      } else if (name === 'hr') {
        flush();
        blocks.push({ kind: 'rule' });
      }
    },
    ontext(text) {
      if (code) code.text += text;
      // Outside <pre>, HTML shows any run of white space as one space.
      else addText(text.replace(/[ \t\n\r\f]+/g, ' '));
    },
    onclosetag(name) {
      if (code) {
        if (name !== 'pre') return;
        blocks.push({ kind: 'code', text: code.text.replace(/\n$/, '') });
        code = undefined;
        return;
      }
      const mark = markOfTag[name];
      if (mark) marks[mark] = Math.max(0, marks[mark] - 1);
      else if (name === 'a') links.pop();
      else if (name === 'ul' || name === 'ol') {
        flush();
        lists.pop();
      } else if (name === 'blockquote') {
        flush();
        quoteDepth = Math.max(0, quoteDepth - 1);
      } else if (headingLevels[name] || name === 'li' || (name === 'p' && current?.kind !== 'list-item')) {
        flush();
      }
    },
  });
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}
