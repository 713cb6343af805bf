import { createHash } from 'node:crypto';
import type { DemoFormat } from './prompt-format.ts';

const stopWords = new Set(
  'a an and are as at be by for from has have how i in is it its of on or our that the their this to was we what when with you your about into will can more most'.split(
    ' ',
  ),
);

/** The brief's most telling words, in order of first appearance. */
export function keywords(description: string): string[] {
  const words = description.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  const picked = [...new Set(words.filter((word) => word.length > 2 && !stopWords.has(word)))];
  return picked.length > 0 ? picked.slice(0, 8) : ['your idea'];
}

const openers = ['Discover', 'Imagine', 'Meet', 'Unlock', 'Rethink', 'Explore', 'Master', 'Enjoy'];
const middles = [
  'made simple for busy people',
  'that works from day one',
  'without the usual hassle',
  'built around what matters to you',
  'in a way that finally clicks',
  'with results you can measure',
];
const sentences = [
  'It starts with {k} and keeps the focus on what your audience needs.',
  'Every detail around {k} is chosen to save time and remove friction.',
  'People who care about {k} will recognise the difference straight away.',
  'The result is {k} that feels clear, useful and easy to act on.',
  'Start small with {k}, measure what works, then build on it.',
];

/** A deterministic picker: the same brief and tool always give the same demo text. */
function picker(seed: string) {
  const digest = createHash('sha256').update(seed).digest();
  let i = 0;
  return <T>(items: readonly T[]): T => {
    const byte = digest[i % digest.length] ?? 0;
    i += 1;
    return items[byte % items.length] as T;
  };
}

/** The brief as a short noun phrase for headlines: its first clause, at most 8 words, without a leading article. */
export function subjectOf(description: string): string {
  const clause = description.split(/[.!?\n;:]/)[0]?.trim() ?? '';
  const words = clause.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length > 0 && /^(a|an|the)$/i.test(words[0] ?? '')) words.shift();
  return words.join(' ') || 'your idea';
}

/** Demo text in the requested format, built from the brief's subject and keywords. */
export function writeDemo(format: DemoFormat, description: string, seed: string): string {
  const pick = picker(seed);
  const keys = keywords(description);
  const key = (n: number) => keys[n % keys.length] ?? 'your idea';
  const sentence = (n: number) => pick(sentences).replace('{k}', key(n));
  const subject = subjectOf(description);
  // Alternate the whole subject and single keywords so list items differ from each other.
  const headline = (n: number) => `${pick(openers)} ${n % 2 === 0 ? subject : key(n)} ${pick(middles)}`;

  if (format.kind === 'labelled') {
    return format.labels.map((label, n) => `${label}: ${headline(n)}. ${sentence(n + 1)}`).join('\n\n');
  }
  if (format.kind === 'list') {
    return Array.from({ length: format.count }, (_, n) => `${n + 1}. ${headline(n)}`).join('\n');
  }
  return Array.from({ length: format.paragraphs }, (_, p) =>
    [headline(p) + '.', sentence(p), sentence(p + 1), sentence(p + 2)].join(' '),
  ).join('\n\n');
}
