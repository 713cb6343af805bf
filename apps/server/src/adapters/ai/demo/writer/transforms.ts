import type { Composer } from './composer.ts';

/** The text's sentences, as the language's rules split them. */
export function sentencesOf(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
  return text
    .split(/\n+/)
    .flatMap((line) => Array.from(segmenter.segment(line), (s) => s.segment.trim()))
    .filter((s) => /\p{L}/u.test(s));
}

// Asides a summary can do without: "(…)", "– … –" and a trailing clause after a long sentence.
function shorten(sentence: string, maxWords: number): string {
  const plain = sentence
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+[–—][^–—]+[–—]/g, '')
    .trim();
  const words = plain.split(/\s+/);
  if (words.length <= maxWords) return plain;
  const clause = plain.split(/,\s/)[0] ?? plain;
  if (clause.split(/\s+/).length <= maxWords && clause.split(/\s+/).length >= 4)
    return `${clause.replace(/[,;:]$/, '')}.`;
  return plain;
}

const wordsOf = (s: string) => s.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/**
 * An extractive summary: the opening sentence and the sentences sharing the most words with the
 * rest of the text, in their original order and shortened; then the next key sentences as
 * takeaways. Every line comes from the text; nothing is invented.
 */
export function summarize(text: string, paragraphMax = 3, takeaways = 4): string[] {
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return [text.trim()];
  const counts = new Map<string, number>();
  for (const word of sentences.flatMap(wordsOf)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const score = (s: string) => {
    const words = wordsOf(s);
    return words.reduce((sum, w) => sum + (counts.get(w) ?? 0) - 1, 0) / Math.sqrt(words.length || 1);
  };
  const ranked = sentences
    .map((sentence, index) => ({ sentence, index, score: index === 0 ? Infinity : score(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  // A short text keeps half its sentences for the paragraph and the rest as takeaways.
  const size = Math.min(paragraphMax, Math.max(1, Math.ceil(sentences.length / 2)));
  const lead = ranked.slice(0, size).sort((a, b) => a.index - b.index);
  const rest = ranked.slice(size, size + takeaways).sort((a, b) => a.index - b.index);
  const paragraph = lead.map((s) => proofread(shorten(s.sentence, 30))).join(' ');
  const points = rest.map((s) => `- ${proofread(shorten(s.sentence, 18))}`);
  return points.length > 0 ? [paragraph, points.join('\n')] : [paragraph];
}

// "i" alone is the English pronoun only in English text (it is an article in Italian).
const englishHint = /\b(the|and|is|are|was|to|of|it|my|have|this)\b/i;

/** The common slips a rule can fix safely: spacing, capitals, "i", doubled words, a final stop. */
export function proofread(text: string): string {
  const english = englishHint.test(text);
  return text
    .split('\n')
    .map((line) => {
      let fixed = line
        .replace(/[ \t]+/g, ' ')
        .replace(/\s+([,.!?;:])(?=\p{L})/gu, '$1 ')
        .replace(/\s+([,.!?;:])/g, '$1')
        .replace(/([,;])(?=\p{L})/gu, '$1 ')
        .replace(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/giu, '$1')
        .trim();
      if (english) fixed = fixed.replace(/(?<!\p{L})i(?=[\s,.!?;:’']|$)/gu, 'I');
      fixed = fixed.replace(
        /(^|[.!?]\s+)(\p{Ll})/gu,
        (_m, lead: string, ch: string) => lead + ch.toUpperCase(),
      );
      const sentence = fixed.split(' ').length >= 4 && !/[.!?。！？:;…"”»)]$/u.test(fixed);
      return sentence ? `${fixed}.` : fixed;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** The grammar checker's answer: the text with simple fixes, and one line saying so. */
export function checkGrammar(c: Composer, text: string): string[] {
  return [proofread(text.trim()), c.bank.notes.grammar];
}

/** A transform the demo cannot do: a one-line note in the answer's language, then the text. */
export function unchanged(c: Composer, text: string, note: 'translate' | 'rewrite'): string[] {
  return [c.bank.notes[note], text.trim()];
}
