import { capitalised, normalWord, wordsOf, type TextSpan } from './voice-text.ts';

/**
 * The longest sentence a suggestion rewrites whole. A longer one gets a short excerpt around the fix:
 * an answer repeats each excerpt, and a check lists up to 200 issues.
 */
export const wholeSentenceMax = 1000;

// How far a short excerpt reaches, in characters, for the word on either side of the fix.
const reachMax = 40;

/** A stretch of a sentence that a suggestion replaces; its edges are the sentence's own or not. */
export interface Excerpt extends TextSpan {
  opensSentence: boolean;
  closesSentence: boolean;
}

const whole = (sentence: TextSpan): Excerpt => ({ ...sentence, opensSentence: true, closesSentence: true });

/**
 * The excerpt to rewrite for a fix between `start` and `end`: the whole sentence when it is short,
 * else the fix with the word on each side (or the sentence's edge when it is that close).
 */
export function excerptAround(sentence: TextSpan, start: number, end: number): Excerpt {
  if (sentence.text.length <= wholeSentenceMax) return whole(sentence);
  const offset = sentence.start;
  const lookBackFrom = Math.max(offset, start - reachMax);
  const lookAheadTo = Math.min(sentence.end, end + reachMax);
  const opensSentence = lookBackFrom === offset;
  const closesSentence = lookAheadTo === sentence.end;
  const behind = wordsOf(sentence.text.slice(lookBackFrom - offset, start - offset), lookBackFrom).at(-1);
  const ahead = wordsOf(sentence.text.slice(end - offset, lookAheadTo - offset), end)[0];
  // Without a word close by, the excerpt stops at the fix: the spaces beyond it stay as they are.
  const from = opensSentence ? offset : (behind?.start ?? start);
  const to = closesSentence ? sentence.end : (ahead?.end ?? end);
  return {
    text: sentence.text.slice(from - offset, to - offset),
    start: from,
    end: to,
    opensSentence,
    closesSentence,
  };
}

/** The excerpt without the text between `start` and `end`, spaces and punctuation tidied. */
export function excerptWithout(excerpt: Excerpt, start: number, end: number): string {
  const before = excerpt.text.slice(0, start - excerpt.start).trimEnd();
  const after = excerpt.text.slice(end - excerpt.start).trimStart();
  const joined = before && after && !/^[,.;:!?)]/.test(after) ? `${before} ${after}` : before + after;
  // Each run is tried from its first character only (the lookbehinds): a long run costs its length once.
  const tidy = (excerpt.opensSentence ? joined.replace(/^[\s,;:]+/, '') : joined)
    .replace(/(?<!\s)\s+,/g, ',')
    .replace(excerpt.closesSentence ? /(?<![,;:])[,;:]+(?=[.!?…]|$)/ : /(?<![,;:])[,;:]+(?=[.!?…])/, '');
  return before || !excerpt.opensSentence ? tidy : capitalised(tidy);
}

const splitWords = new Set(['and', 'but', 'so', 'because', 'while', 'which', 'although', 'though', 'or']);

/** Where a sentence splits: the last word of the first part and the first word of the second. */
function cutOf(sentence: string, words: readonly TextSpan[]): { last?: TextSpan; next?: TextSpan } {
  const middle = words.length / 2;
  let best: { at: number; score: number; dropWord: boolean } | undefined;
  words.forEach((word, index) => {
    if (index < 3 || words.length - index < 3) return;
    const gap = sentence.slice(words[index - 1]?.end ?? 0, word.start);
    const lower = normalWord(word.text);
    const cutsAtPunctuation = /[,;:—–]/.test(gap);
    if (!cutsAtPunctuation && !splitWords.has(lower)) return;
    const score = Math.abs(index - middle);
    if (!best || score < best.score) best = { at: index, score, dropWord: lower === 'and' };
  });
  const cut = best ?? { at: Math.round(middle), dropWord: false };
  return { last: words[cut.at - 1], next: words[cut.dropWord ? cut.at + 1 : cut.at] };
}

/** The sentence as two, cut at the comma or conjunction nearest its middle (the middle word if none). */
export function splitInTwo(sentence: string): string {
  const { last, next } = cutOf(sentence, wordsOf(sentence));
  const first = sentence.slice(0, last?.end ?? 0).replace(/(?<![\s,;:—–])[\s,;:—–]+$/, '');
  const second = sentence.slice(next?.start ?? sentence.length);
  const ending = /(?<![.!?…])[.!?…]+["'”’)\]]*$/.test(second) ? '' : '.';
  return `${first}. ${capitalised(second)}${ending}`;
}

/**
 * The cut splitInTwo would make, as a short excerpt (the words on either side of it) and what replaces
 * it: for a sentence too long to rewrite whole. Undefined for a sentence too short to cut.
 */
export function firstCut(
  sentence: TextSpan,
  words: readonly TextSpan[],
): (TextSpan & { suggestion: string }) | undefined {
  const { last, next } = cutOf(sentence.text, words);
  if (!last || !next) return undefined;
  const start = sentence.start + last.start;
  const end = sentence.start + next.end;
  const text = sentence.text.slice(last.start, next.end);
  return { text, start, end, suggestion: `${last.text}. ${capitalised(next.text)}` };
}
