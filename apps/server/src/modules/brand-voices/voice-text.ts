/** A stretch of text with its character offsets in the whole: [start, end). */
export interface TextSpan {
  text: string;
  start: number;
  end: number;
}

// A period after these is not the end of a sentence.
const abbreviations = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'inc',
  'ltd',
  'no',
]);

// Terminal punctuation (with closing quotes or brackets) before whitespace or the end, or a line break.
// A run of marks is tried from its first mark only (the lookbehind): a long run costs its length once.
const boundaryPattern = /(?<![.!?…])[.!?…]+["'”’)\]]*(?=\s|$)|\n/g;
const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function isAbbreviation(text: string, boundaryStart: number, mark: string): boolean {
  if (mark !== '.') return false;
  const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, boundaryStart - 12), boundaryStart));
  const word = before?.[1]?.toLowerCase() ?? '';
  // A single letter is an initial ("J. Smith"), unless it is the pronoun I.
  return abbreviations.has(word) || (word.length === 1 && word !== 'i');
}

/** Trims a span's whitespace, keeping the offsets right; undefined when nothing is left. */
function trimmedSpan(text: string, start: number, end: number): TextSpan | undefined {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text.charAt(from))) from += 1;
  while (to > from && /\s/.test(text.charAt(to - 1))) to -= 1;
  return from < to ? { text: text.slice(from, to), start: from, end: to } : undefined;
}

/** The sentences of a text, each with its end punctuation and its offsets; a line break ends one too. */
export function splitSentences(text: string): TextSpan[] {
  const sentences: TextSpan[] = [];
  let start = 0;
  for (const match of text.matchAll(boundaryPattern)) {
    const end = match.index + match[0].length;
    if (isAbbreviation(text, match.index, match[0])) continue;
    const span = trimmedSpan(text, start, end);
    if (span) sentences.push(span);
    start = end;
  }
  const last = trimmedSpan(text, start, text.length);
  if (last) sentences.push(last);
  return sentences;
}

/** The words of a text (contractions and hyphenated words whole), with their offsets. */
export function wordsOf(text: string, offset = 0): TextSpan[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    text: match[0],
    start: offset + match.index,
    end: offset + match.index + match[0].length,
  }));
}

/** A word as the lists spell it: lower case, straight apostrophe. */
export const normalWord = (word: string): string => word.toLowerCase().replaceAll('’', "'");

/** The first letter upper case. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
