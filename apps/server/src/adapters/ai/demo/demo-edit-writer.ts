import type { EditCommand } from '@penwise/contract';
import { writeDemo } from './demo-writer.ts';
import { proofread, sentencesOf, summarize } from './writer/transforms.ts';

export interface DemoEdit {
  command: EditCommand;
  /** The selection the command works on. */
  text: string;
  tone: string;
  language: string;
  seed: string;
}

// A single long sentence still gets shorter: its first words, to a clause-like cut.
function firstWordsOf(sentence: string): string {
  const words = sentence.split(/\s+/);
  if (words.length <= 12) return sentence;
  return `${words
    .slice(0, Math.ceil(words.length * 0.6))
    .join(' ')
    .replace(/[,;:]$/, '')}…`;
}

/** The first half of the text's sentences (at least one), tidied first so every sentence start is seen. */
function shortened(text: string): string {
  const sentences = sentencesOf(proofread(text));
  if (sentences.length <= 1) return firstWordsOf(text.trim());
  return sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ');
}

/** A few sentences on the text's subject, in the demo's tone and language: what it would add. */
function moreAbout(edit: DemoEdit): string {
  const subject = sentencesOf(edit.text)[0] ?? edit.text;
  const written = writeDemo({
    system: '',
    description: subject,
    tone: edit.tone,
    language: edit.language,
    maxWords: 80,
    seed: edit.seed,
  });
  // The prose shape opens with a line about its tone: an addition to a text goes without it.
  const blocks = written.split('\n\n');
  return (blocks.length > 1 ? blocks.slice(1) : blocks).join('\n\n');
}

/**
 * What the offline engine answers an editor command with: real work where a rule can do it (fixing
 * spacing and capitals, keeping the first sentences, an extractive summary, a continuation from the
 * phrase banks), and a visible mark where only a model can (translation, tone, rephrasing).
 */
export function writeDemoEdit(edit: DemoEdit): string {
  const text = edit.text.trim();
  switch (edit.command) {
    case 'fix_grammar':
    case 'improve':
      return proofread(text);
    case 'shorten':
      return shortened(text);
    case 'summarise':
      return summarize(text, 2, 0).join('\n\n');
    case 'expand':
      return `${proofread(text)}\n\n${moreAbout(edit)}`;
    case 'continue':
      return moreAbout(edit);
    case 'translate':
      return `[Demo: translation into ${edit.language}] ${text}`;
    case 'change_tone':
      return `[Demo: in a ${edit.tone} tone] ${text}`;
    case 'rephrase':
      return `[Demo: rephrased] ${proofread(text)}`;
  }
}
