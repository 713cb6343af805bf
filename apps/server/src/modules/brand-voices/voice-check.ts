import type { BrandVoiceFields, VoiceIssue, VoicePerson } from '@penwise/contract';
import { personSlips } from './voice-person.ts';
import { excerptAround, excerptWithout, firstCut, splitInTwo, wholeSentenceMax } from './voice-rewrite.ts';
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

// Spacing a phrase may have between its words: a double space or a line break, not a page of blanks
// that would make its excerpt as long as the text.
const phraseGapMax = 20;

// A word or phrase, whole, whatever its case and spacing.
const wholeWord = (word: string): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escaped(word).replace(/\s+/g, `\\s{1,${String(phraseGapMax)}}`)}(?![\\p{L}\\p{N}])`,
    'giu',
  );

/** A plain word for an avoided one: one the voice prefers if it fits, else the usual plain word. */
function replacementFor(word: string, useWords: readonly string[]): string | undefined {
  const candidates = fillerWords[normalWord(word)] ?? [];
  const preferred = new Set(useWords.map(normalWord));
  return candidates.find((candidate) => preferred.has(candidate)) ?? candidates[0];
}

/** The sentence holding [start, end), by bisection: sentences come in text order and never overlap. */
function sentenceAround(sentences: readonly TextSpan[], start: number, end: number): TextSpan | undefined {
  let low = 0;
  let high = sentences.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const sentence = sentences[middle];
    if (!sentence) return undefined;
    if (sentence.end <= start) low = middle + 1;
    else if (sentence.start > start) high = middle - 1;
    else return end <= sentence.end ? sentence : undefined;
  }
  return undefined;
}

function avoidWordIssues(voice: BrandVoiceFields, text: string, sentences: TextSpan[]): VoiceIssue[] {
  const issues: VoiceIssue[] = [];
  for (const word of voice.avoidWords) {
    const replacement = replacementFor(word, voice.useWords);
    const message = `The voice avoids "${word}".`;
    for (const match of text.matchAll(wholeWord(word))) {
      if (issues.length >= voiceIssuesMax) return issues;
      const start = match.index;
      const end = start + match[0].length;
      if (replacement) {
        const cased = /^\p{Lu}/u.test(match[0]) ? capitalised(replacement) : replacement;
        issues.push({ rule: 'avoid-word', start, end, excerpt: match[0], message, suggestion: cased });
        continue;
      }
      const sentence = sentenceAround(sentences, start, end);
      if (!sentence) continue;
      // A short sentence is rewritten whole; a long one only around the word, so each hit costs little.
      const excerpt = excerptAround(sentence, start, end);
      issues.push({
        rule: 'avoid-word',
        start: excerpt.start,
        end: excerpt.end,
        excerpt: excerpt.text,
        message,
        suggestion: excerptWithout(excerpt, start, end),
      });
    }
  }
  return issues;
}

function lengthIssue(sentence: TextSpan, maxWords: number): VoiceIssue | undefined {
  const words = wordsOf(sentence.text);
  if (words.length <= maxWords) return undefined;
  const count = words.length.toLocaleString('en-US');
  const message = `This sentence has ${count} words; the voice keeps sentences under ${String(maxWords)}.`;
  if (sentence.text.length <= wholeSentenceMax) {
    const suggestion = splitInTwo(sentence.text);
    const { start, end, text: excerpt } = sentence;
    return { rule: 'sentence-length', start, end, excerpt, message, suggestion };
  }
  const cut = firstCut(sentence, words);
  if (!cut) return undefined;
  return {
    rule: 'sentence-length',
    start: cut.start,
    end: cut.end,
    excerpt: cut.text,
    message: `${message} Split it into shorter sentences; the suggestion makes a first cut near its middle.`,
    suggestion: cut.suggestion,
  };
}

function lengthIssues(maxWords: number, sentences: TextSpan[]): VoiceIssue[] {
  const issues: VoiceIssue[] = [];
  for (const sentence of sentences) {
    if (issues.length >= voiceIssuesMax) return issues;
    const issue = lengthIssue(sentence, maxWords);
    if (issue) issues.push(issue);
  }
  return issues;
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
