import { Parser } from 'htmlparser2';
import { closeFrame, escapeMarkdown, type InlineFrame, type InlineKind } from './markdown-inline.ts';

// Written here rather than with Turndown: Turndown's own patterns (its final trim, its edge white space) backtrack
// quadratically on a long run of white space, which a stored document may hold (a code block of blank lines, a
// chain of <br>, no-break spaces): minutes of a blocked event loop per export. Everything here is one pass.

type Container = { kind: 'quote' } | { kind: 'item'; marker: string; started: boolean; tight: boolean };
interface List {
  ordered: boolean;
  next: number;
  /** Inside a list item: its first item follows the item's text without a blank line. */
  nested: boolean;
  items: number;
}
interface Leaf {
  heading: number;
  frames: InlineFrame[];
  /** The last character written, to drop a space after a space or at a line's start as HTML does. */
  last: string;
}

const inlineKinds: Record<string, InlineKind | undefined> = {
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  s: 'strike',
  code: 'code',
  a: 'link',
  u: 'plain',
};
const headingLevels: Record<string, number | undefined> = { h1: 1, h2: 2, h3: 3, h4: 4 };

/** Drops spaces at the end of a line without a pattern (a `+$` pattern backtracks on long runs). */
function trimEndSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line[end - 1] === ' ') end -= 1;
  return line.slice(0, end);
}

/** Markdown of sanitised document HTML: ATX headings, '-' bullets, numbered lists, emphasis, links, fenced code. */
export function markdownExport(html: string): string {
  const lines: string[] = [];
  const containers: Container[] = [];
  const lists: List[] = [];
  let leaf: Leaf | undefined;
  let code: string[] | undefined;
  let preDepth = 0;
  // How many containers the last block and the next one share: the blank line between them carries their '>'.
  let shared = 0;

  const prefix = (blank: boolean, upTo = containers.length) => {
    let text = '';
    for (const container of containers.slice(0, upTo)) {
      if (container.kind === 'quote') text += '> ';
      else if (blank || container.started) text += ' '.repeat(container.marker.length);
      else {
        text += container.marker;
        container.started = true;
      }
    }
    return text;
  };
  const emit = (block: string[]) => {
    const item = containers.at(-1);
    const startsTightItem = item?.kind === 'item' && !item.started && item.tight;
    if (lines.length > 0 && !startsTightItem) lines.push(trimEndSpaces(prefix(true, shared)));
    for (const line of block) {
      const start = prefix(false);
      lines.push(line ? start + line : trimEndSpaces(start));
    }
    shared = containers.length;
  };

  const frame = (current: Leaf) => current.frames.at(-1) as InlineFrame;
  const closeInline = (current: Leaf) => {
    const closed = current.frames.pop();
    if (closed) frame(current).parts.push(closeFrame(closed));
  };
  const finishLeaf = () => {
    if (!leaf) return;
    const current = leaf;
    leaf = undefined;
    while (current.frames.length > 1) closeInline(current);
    const text = frame(current).parts.join('');
    const textLines = text.split('\n').map(trimEndSpaces);
    while (textLines.length > 0 && !textLines.at(-1)) textLines.pop();
    while (textLines.length > 0 && !textLines[0]) textLines.shift();
    if (textLines.length === 0) return;
    if (current.heading > 0) emit([`${'#'.repeat(current.heading)} ${textLines.join(' ')}`]);
    // A line break is two trailing spaces, as the editor's Markdown import reads it.
    else emit(textLines.map((line, index) => (index < textLines.length - 1 ? `${line}  ` : line)));
  };
  const openLeaf = (heading = 0) => {
    finishLeaf();
    leaf = { heading, frames: [{ kind: 'plain', parts: [] }], last: '\n' };
    return leaf;
  };
  const write = (current: Leaf, text: string) => {
    frame(current).parts.push(text);
    current.last = text.at(-1) ?? current.last;
  };
  const leaveContainer = () => {
    finishLeaf();
    containers.pop();
    shared = Math.min(shared, containers.length);
  };

  const parser = new Parser({
    onopentag(name, attribs) {
      if (preDepth > 0) {
        if (name === 'pre') preDepth += 1;
        return;
      }
      const inline = inlineKinds[name];
      if (inline) {
        const current = leaf ?? openLeaf();
        current.frames.push({ kind: inline, parts: [], ...(name === 'a' ? { href: attribs.href } : {}) });
      } else if (name === 'br') write(leaf ?? openLeaf(), '\n');
      else if (name === 'p') openLeaf();
      else if (headingLevels[name]) openLeaf(headingLevels[name]);
      else if (name === 'ul' || name === 'ol') {
        finishLeaf();
        const start = Number(attribs.start ?? '1') || 1;
        lists.push({
          ordered: name === 'ol',
          next: start,
          nested: containers.at(-1)?.kind === 'item',
          items: 0,
        });
      } else if (name === 'li') {
        finishLeaf();
        const list = lists.at(-1) ?? { ordered: false, next: 1, nested: false, items: 0 };
        const marker = list.ordered ? `${String(list.next)}. ` : '- ';
        containers.push({ kind: 'item', marker, started: false, tight: list.items > 0 || list.nested });
        list.next += 1;
        list.items += 1;
      } else if (name === 'blockquote') {
        finishLeaf();
        containers.push({ kind: 'quote' });
      } else if (name === 'pre') {
        finishLeaf();
        preDepth = 1;
        code = [];
      } else if (name === 'hr') {
        finishLeaf();
        emit(['---']);
      }
    },
    ontext(text) {
      if (code) {
        code.push(text);
        return;
      }
      // Outside <pre>, HTML shows any run of white space as one space, and none at a line's start.
      let collapsed = text.replace(/[ \t\n\r\f]+/g, ' ');
      if (!leaf && !collapsed.trim()) return;
      const current = leaf ?? openLeaf();
      if (collapsed.startsWith(' ') && (current.last === ' ' || current.last === '\n'))
        collapsed = collapsed.slice(1);
      if (!collapsed) return;
      const inCode = current.frames.some((open) => open.kind === 'code');
      write(current, inCode ? collapsed : escapeMarkdown(collapsed));
    },
    onclosetag(name) {
      if (preDepth > 0) {
        if (name === 'pre') preDepth -= 1;
        if (preDepth > 0 || !code) return;
        // A browser drops the newline right after <pre>; a code block's last newline only ends it.
        const body = code.join('').replace(/^\n/, '').replace(/\n$/, '');
        code = undefined;
        const longest = (body.match(/`{3,}/g) ?? []).reduce((most, run) => Math.max(most, run.length), 0);
        const fence = '`'.repeat(Math.max(3, longest + 1));
        emit([fence, ...body.split('\n'), fence]);
        return;
      }
      const inline = inlineKinds[name];
      if (inline) {
        if (leaf?.frames.at(-1)?.kind === inline) closeInline(leaf);
      } else if (name === 'p' || headingLevels[name]) finishLeaf();
      else if (name === 'ul' || name === 'ol') {
        finishLeaf();
        lists.pop();
      } else if (name === 'li') {
        finishLeaf();
        const item = containers.at(-1);
        // An empty item still shows its bullet or number.
        if (item?.kind === 'item' && !item.started) emit(['']);
        leaveContainer();
      } else if (name === 'blockquote') leaveContainer();
    },
  });
  parser.write(html);
  parser.end();
  finishLeaf();
  return `${lines.join('\n')}\n`;
}
