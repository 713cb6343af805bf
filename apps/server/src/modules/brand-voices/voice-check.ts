import type { BrandVoiceFields, VoiceIssue, VoicePerson } from '@penwise/contract';
import { personSlips } from './voice-person.ts';
import { capitalised, normalWord, splitSentences, wordsOf, type TextSpan } from './voice-text.ts';
import { fillerWords } from './voice-words.ts';

/** The most issues one check lists: a long text that ignores the voice would bury the user. */
export const voiceIssuesMax = 200;

const personNames: Record<VoicePerson, string> = {
  'first-singular': 'the first person singular ("I")',
  'first-plural': 'the first person plural ("we")',
  second: 'the second person ("you")',
  third: 'the third person',
};

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A word or phrase, whole, whatever its case and spacing.
const wholeWord = (word: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu');

/** A plain word for an avoided one: one the voice prefers if it fits, else the usual plain word. */
function replacementFor(word: string, useWords: readonly string[]): string | undefined {
  const candidates = fillerWords[normalWord(word)] ?? [];
  const preferred = new Set(useWords.map(normalWord));
  return candidates.find((candidate) => preferred.has(candidate)) ?? candidates[0];
}

/** The sentence without the excerpt between `start` and `end`, spaces and capitals tidied. */
function sentenceWithout(sentence: TextSpan, start: number, end: number): string {
  const before = sentence.text.slice(0, start - sentence.start).replace(/\s+$/, '');
  const after = sentence.text.slice(end - sentence.start).replace(/^\s+/, '');
  const joined = before && after && !/^[,.;:!?)]/.test(after) ? `${before} ${after}` : before + after;
  const tidy = joined
    .replace(/^[\s,;:]+/, '')
    .replace(/\s+,/g, ',')
    .replace(/[,;:]+(?=[.!?…]|$)/, '');
  return before ? tidy : capitalised(tidy);
}

function avoidWordIssues(voice: BrandVoiceFields, text: string, sentences: TextSpan[]): VoiceIssue[] {
  const issues: VoiceIssue[] = [];
  for (const word of voice.avoidWords) {
    for (const match of text.matchAll(wholeWord(word))) {
      if (issues.length >= voiceIssuesMax) return issues;
      const start = match.index;
      const end = start + match[0].length;
      const message = `The voice avoids "${word}".`;
      const replacement = replacementFor(word, voice.useWords);
      if (replacement) {
        const cased = /^\p{Lu}/u.test(match[0]) ? capitalised(replacement) : replacement;
        issues.push({ rule: 'avoid-word', start, end, excerpt: match[0], message, suggestion: cased });
        continue;
      }
      const sentence = sentences.find((s) => s.start <= start && end <= s.end);
      if (!sentence) continue;
      const suggestion = sentenceWithout(sentence, start, end);
      issues.push({
        rule: 'avoid-word',
        start: sentence.start,
        end: sentence.end,
        excerpt: sentence.text,
        message,
        suggestion,
      });
    }
  }
  return issues;
}

const splitWords = new Set(['and', 'but', 'so', 'because', 'while', 'which', 'although', 'though', 'or']);

/** The sentence as two, cut at the comma or conjunction nearest its middle (the middle word if none). */
export function splitInTwo(sentence: string): string {
  const words = wordsOf(sentence);
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
  const firstEnd = words[cut.at - 1]?.end ?? 0;
  const secondStart = words[cut.dropWord ? cut.at + 1 : cut.at]?.start ?? sentence.length;
  const first = sentence.slice(0, firstEnd).replace(/[\s,;:—–]+$/, '');
  const second = sentence.slice(secondStart);
  const ending = /[.!?…]+["'”’)\]]*$/.test(second) ? '' : '.';
  return `${first}. ${capitalised(second)}${ending}`;
}

function lengthIssues(maxWords: number, sentences: TextSpan[]): VoiceIssue[] {
  return sentences.flatMap((sentence) => {
    const count = wordsOf(sentence.text).length;
    if (count <= maxWords) return [];
    return [
      {
        rule: 'sentence-length' as const,
        start: sentence.start,
        end: sentence.end,
        excerpt: sentence.text,
        message: `This sentence has ${String(count)} words; the voice keeps sentences under ${String(maxWords)}.`,
        suggestion: splitInTwo(sentence.text),
      },
    ];
  });
}

function personIssues(person: VoicePerson, sentences: TextSpan[]): VoiceIssue[] {
  const issues: VoiceIssue[] = [];
  for (const sentence of sentences) {
    for (const slip of personSlips(person, sentence)) {
      if (issues.length >= voiceIssuesMax) return issues;
      issues.push({
        rule: 'person',
        start: slip.span.start,
        end: slip.span.end,
        excerpt: slip.span.text,
        message: `The voice writes in ${personNames[person]}, not ${personNames[slip.person]}.`,
        suggestion: slip.suggestion,
      });
    }
  }
  return issues;
}

/** Where a text breaks a voice's rules (avoided words, sentence length, person), in text order, at most 200. */
export function checkAgainstVoice(voice: BrandVoiceFields, text: string): VoiceIssue[] {
  const sentences = splitSentences(text);
  const issues = [
    ...avoidWordIssues(voice, text, sentences),
    ...(voice.maxSentenceWords ? lengthIssues(voice.maxSentenceWords, sentences) : []),
    ...(voice.person ? personIssues(voice.person, sentences) : []),
  ];
  return issues.sort((a, b) => a.start - b.start || a.end - b.end).slice(0, voiceIssuesMax);
}
