import { BrandVoiceFields, brandVoiceLimits, type VoiceFormality, type VoicePerson } from '@penwise/contract';
import { detectPerson } from './voice-person.ts';
import { normalWord, splitSentences, wordsOf } from './voice-text.ts';
import { casualWords, fillerWords, formalWords, stopWords } from './voice-words.ts';

export { checkAgainstVoice } from './voice-check.ts';
export { detectPerson } from './voice-person.ts';
export { splitSentences, type TextSpan } from './voice-text.ts';

const favouriteWordsMax = 8;
const avoidWordsMax = 8;

/** The 90th percentile of sentence lengths (nearest rank), within the bounds a voice allows. */
function sentenceCap(lengths: readonly number[]): number | null {
  if (lengths.length === 0) return null;
  const sorted = [...lengths].sort((a, b) => a - b);
  const rank = Math.ceil(0.9 * sorted.length) - 1;
  return Math.min(100, Math.max(5, sorted[rank] ?? 5));
}

function formalityOf(text: string, words: readonly string[], sentenceCount: number): VoiceFormality | null {
  if (words.length < 10) return null;
  const contractions = words.filter((word) => word.includes("'")).length;
  const exclamations = (text.match(/!/g) ?? []).length;
  const longWords = words.filter((word) => word.length >= 10).length;
  const casual =
    Number(contractions * 50 >= words.length) +
    Number(exclamations * 5 >= sentenceCount) +
    Number(words.some((word) => casualWords.has(word)));
  const formal =
    Number(contractions === 0 && words.length >= 30) +
    Number(longWords * 8 >= words.length) +
    Number(words.some((word) => formalWords.has(word)));
  if (casual >= 2 && casual > formal) return 'casual';
  if (formal >= 2 && formal > casual) return 'formal';
  return 'neutral';
}

/** The content words the samples use most (at least twice; the most frequent when too few repeat). */
function favouriteWords(words: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of words) {
    if (stopWords.has(word) || word.length < 3 || /^\d/.test(word) || word.length > brandVoiceLimits.wordMax)
      continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  // Map keeps first use order, and the sort is stable: ties stay in the order the samples use them.
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const repeated = ranked.filter(([, count]) => count >= 2).slice(0, favouriteWordsMax);
  return (repeated.length >= 3 ? repeated : ranked.slice(0, 5)).map(([word]) => word);
}

const personLabels: Record<VoicePerson, { speaks: string; rule: string; slip: string }> = {
  'first-singular': {
    speaks: 'speaks as "I"',
    rule: 'Write as "I", one person talking.',
    slip: 'Don\'t switch to "we".',
  },
  'first-plural': {
    speaks: 'speaks as "we"',
    rule: 'Write as "we", the team talking.',
    slip: 'Don\'t switch to "I".',
  },
  second: {
    speaks: 'talks to the reader as "you"',
    rule: 'Talk to the reader as "you".',
    slip: 'Don\'t write as "I".',
  },
  third: {
    speaks: 'describes from the outside',
    rule: 'Write in the third person.',
    slip: 'Don\'t write as "I", "we" or "you".',
  },
};

const registerLabels: Record<VoiceFormality, { audience: string; style: string }> = {
  casual: { audience: 'Readers who like a relaxed, friendly chat.', style: 'Casual and warm' },
  neutral: { audience: 'Readers who want clear, plain information.', style: 'Plain and clear' },
  formal: { audience: 'Professional readers who expect a formal register.', style: 'Formal and precise' },
};

/**
 * What a voice's fields can be read from samples without a model: sentence length, person, register,
 * favourite words, and the filler words the samples never use.
 */
export function analyseSamples(samples: readonly string[]): BrandVoiceFields {
  const text = samples.slice(0, brandVoiceLimits.samplesMax).join('\n\n');
  const sentences = splitSentences(text);
  const lengths = sentences.map((sentence) => wordsOf(sentence.text).length).filter((count) => count > 0);
  const words = wordsOf(text).map((word) => normalWord(word.text));
  const used = new Set(words);
  const maxSentenceWords = sentenceCap(lengths);
  const person = detectPerson(text);
  const formality = formalityOf(text, words, sentences.length);
  const useWords = favouriteWords(words);
  const avoidWords = Object.keys(fillerWords)
    .filter((word) => !used.has(word))
    .slice(0, avoidWordsMax);
  const average = lengths.length === 0 ? 0 : Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length);
  const contractions = words.some((word) => word.includes("'"));
  const exclamations = text.includes('!');

  const style = [
    formality ? registerLabels[formality].style : 'A voice',
    person ? `; ${personLabels[person].speaks}` : '',
    average > 0 ? `; sentences of about ${String(average)} words` : '',
    contractions ? '; uses contractions.' : '.',
  ].join('');
  const dos = [
    maxSentenceWords ? `Keep sentences under ${String(maxSentenceWords)} words.` : '',
    person ? personLabels[person].rule : '',
    contractions ? 'Use contractions, as in the samples.' : 'Spell words out, without contractions.',
    useWords.length > 0 ? `Reach for words like ${useWords.slice(0, 4).join(', ')}.` : '',
  ];
  const donts = [
    person ? personLabels[person].slip : '',
    exclamations ? '' : "Don't use exclamation marks.",
    avoidWords.length > 0 ? `Don't use hype or filler such as ${avoidWords.slice(0, 3).join(', ')}.` : '',
  ];
  return BrandVoiceFields.parse({
    audience: formality ? registerLabels[formality].audience : '',
    style: words.length === 0 ? '' : style,
    dos: dos.filter(Boolean),
    donts: donts.filter(Boolean),
    useWords,
    avoidWords,
    maxSentenceWords,
    person,
    formality,
  });
}
