/** What an inline element becomes around its content: emphasis, strike, code, a link, or nothing (underline). */
export type InlineKind = 'strong' | 'em' | 'strike' | 'code' | 'link' | 'plain';

/** An open inline element and the Markdown of what it holds so far. */
export interface InlineFrame {
  kind: InlineKind;
  parts: string[];
  href?: string;
}

// Turndown's escapes (the format this export always had): characters Markdown would read as syntax; the
// line-start ones only where a piece of text starts. Every pattern is linear: the anchored ones try one place.
const escapes: [RegExp, string][] = [
  [/\\/g, '\\\\'],
  [/\*/g, '\\*'],
  [/^-/, '\\-'],
  [/^\+ /, '\\+ '],
  [/^(=+)/, '\\$1'],
  [/^(#{1,6}) /, '\\$1 '],
  [/`/g, '\\`'],
  [/^~~~/, '\\~~~'],
  [/\[/g, '\\['],
  [/\]/g, '\\]'],
  [/^>/, '\\>'],
  [/_/g, '\\_'],
  [/^(\d+)\. /, '$1\\. '],
];

/** Text with the characters Markdown would take as syntax escaped. */
export function escapeMarkdown(text: string): string {
  return escapes.reduce((escaped, [pattern, replacement]) => escaped.replace(pattern, replacement), text);
}

// Any white space, no-break spaces too: `**` next to one does not close or open emphasis.
const isEdgeSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** [leading spaces, the rest, trailing spaces]: emphasis around a space is not emphasis in Markdown. */
function splitEdgeSpaces(text: string): [string, string, string] {
  let start = 0;
  while (isEdgeSpace(text[start])) start += 1;
  let end = text.length;
  while (end > start && isEdgeSpace(text[end - 1])) end -= 1;
  return [text.slice(0, start), text.slice(start, end), text.slice(end)];
}

/** A code span whose backtick fence is a length no run of backticks inside has. */
function codeSpan(code: string): string {
  const runs = new Set((code.match(/`+/g) ?? []).map((run) => run.length));
  let fence = 1;
  while (runs.has(fence)) fence += 1;
  const delimiter = '`'.repeat(fence);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${delimiter}${pad}${code}${pad}${delimiter}`;
}

function wrap(frame: InlineFrame, body: string): string {
  switch (frame.kind) {
    case 'strong':
      return `**${body}**`;
    case 'em':
      return `_${body}_`;
    case 'strike':
      return `~~${body}~~`;
    case 'code':
      return codeSpan(body);
    case 'link':
      return frame.href ? `[${body}](${frame.href.replace(/[<>()]/g, '\\$&')})` : body;
    case 'plain':
      return body;
  }
}

/** The Markdown of a closed inline element; its edge spaces go outside the markers, an empty one is dropped. */
export function closeFrame(frame: InlineFrame): string {
  const [lead, body, trail] = splitEdgeSpaces(frame.parts.join(''));
  return body ? `${lead}${wrap(frame, body)}${trail}` : `${lead}${trail}`;
}
