import type { Composer, Kind } from './composer.ts';

/** A tool's answer as blocks (separated by a blank line), written by a composer in a tone. */
export type Shape = (c: Composer, tone: string, text: string) => string[];

const times = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i));

/** A numbered list; each item joins phrases of the given kinds with " – ". */
export function numbered(c: Composer, count: number, ...kinds: Kind[]): string {
  return times(
    count,
    (i) =>
      `${i + 1}. ${kinds
        .map((k) => c.take(k))
        .filter(Boolean)
        .join(' – ')}`,
  ).join('\n');
}

/** A bullet list of one kind; a kind that ran out ends the list early rather than repeat. */
export function bullets(c: Composer, count: number, kind: Kind): string {
  return times(count, () => c.take(kind))
    .filter(Boolean)
    .map((item) => `- ${item}`)
    .join('\n');
}

/** "Label: text" with text of the given kinds, the label in the answer's language. */
export function labelled(c: Composer, label: string, ...kinds: Kind[]): string {
  return `${c.label(label)}: ${c.mix(kinds)}`;
}

/** Paragraphs of `size` body sentences each. */
export function paragraphs(c: Composer, count: number, size = 3): string[] {
  return times(count, () => c.run('sentence', size)).filter(Boolean);
}

/** A heading line with one or more paragraphs under it. */
export function section(c: Composer, heading: string, count = 1, size = 3): string {
  return [heading, ...paragraphs(c, count, size)].join('\n');
}

/** Numbered options ("Option 1"…, in the answer's language), each built by `make`. */
export function options(c: Composer, count: number, name: string, make: () => string[]): string[] {
  return times(count, (i) => [`${c.label(name)} ${i + 1}`, ...make()].join('\n'));
}

/** The tone's opening line followed by body sentences. */
export function opening(c: Composer, tone: string, size = 2): string {
  return [c.tone(tone), c.run('sentence', size)].filter(Boolean).join(c.bank.space);
}

/** A placeholder in the answer's language ("[Your Name]"). */
export const placeholder = (c: Composer, english: string) => `[${c.label(english)}]`;

export { times };
