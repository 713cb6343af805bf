import { outputRules, type EditCommand } from '@penwise/contract';

/** The editor's command as a prompt: who the model is, what it does to the text, and how long it may write. */
interface EditCommandPrompt {
  /** The system prompt's first sentence, its own for each command: the demo engine knows the command by it. */
  opening: string;
  task: (choice: { tone?: string | undefined; language?: string | undefined }) => string;
  /** Words the answer may reach for a selection of `size` words. */
  words: (size: number) => number;
  /** How the user message names the text. */
  label: string;
}

// Rewrites come back about as long as the text: room for half again, and for a few words more on a short one.
const sameLength = (size: number) => size * 1.5 + 20;

const editCommands: Record<EditCommand, EditCommandPrompt> = {
  improve: {
    opening: 'You are an editor improving a text.',
    task: () =>
      "Make the user's text clearer, tighter and more engaging, keeping its meaning, facts and about its length.",
    words: sameLength,
    label: 'Text',
  },
  rephrase: {
    opening: 'You are an editor rephrasing a text.',
    task: () =>
      'Say the same thing in different words and sentence structures, keeping its meaning, facts and about its length.',
    words: sameLength,
    label: 'Text',
  },
  shorten: {
    opening: 'You are an editor shortening a text.',
    task: () =>
      "Make the user's text clearly shorter (about half to two thirds of its length), keeping its key points and meaning.",
    words: (size) => size * 0.75 + 10,
    label: 'Text',
  },
  expand: {
    opening: 'You are an editor expanding a text.',
    task: () =>
      "Make the user's text about twice as long by developing its points with detail, examples and explanation; add no facts, figures or quotes it does not support.",
    words: (size) => size * 2.5 + 50,
    label: 'Text',
  },
  fix_grammar: {
    opening: 'You are a proofreader.',
    task: () =>
      "Correct the spelling, grammar and punctuation of the user's text and change nothing else: keep its words, style, tone and language wherever they are correct.",
    words: sameLength,
    label: 'Text',
  },
  change_tone: {
    opening: "You are an editor changing a text's tone.",
    task: ({ tone }) =>
      `Rewrite the user's text in a ${tone ?? 'neutral'} tone, keeping its meaning, facts and about its length.`,
    words: sameLength,
    label: 'Text',
  },
  translate: {
    opening: 'You are a translator.',
    task: ({ language }) =>
      `Translate the user's text into ${language ?? 'English'}, faithfully, keeping its meaning, tone and line breaks.`,
    // Some languages take many more tokens for the same meaning: twice the text, within the cap below.
    words: (size) => size * 2 + 20,
    label: 'Text',
  },
  summarise: {
    opening: 'You are an editor summarising a text.',
    task: () => "Write a short summary of the user's text in a few sentences, keeping only its key points.",
    words: (size) => size * 0.4 + 20,
    label: 'Text',
  },
  continue: {
    opening: 'You are a writer continuing a text.',
    task: () =>
      "Write what comes next after the user's text (one to three paragraphs), in the same style, voice and language. Output only the new text, never the text given.",
    words: (size) => size * 1.5 + 150,
    label: 'Text so far',
  },
};

/** Bounds of any command's answer, in words. */
export const editWordBounds = { min: 20, max: 2000 } as const;

/** The most words a command may answer a selection of `size` words with: it scales with the selection. */
export function editWordCap(command: EditCommand, size: number): number {
  const words = Math.ceil(editCommands[command].words(Math.max(0, size)));
  return Math.min(editWordBounds.max, Math.max(editWordBounds.min, words));
}

// A proofreader and a translator keep the text's tone; change tone names its own.
function toneRule(command: EditCommand, tone: string | undefined): string {
  if (!tone || command === 'change_tone' || command === 'fix_grammar' || command === 'translate') return '';
  return ` Use a ${tone} tone.`;
}

// Only a translation changes the language, unless the user picked one for a command that rewrites.
function languageRule(command: EditCommand, language: string | undefined): string {
  if (command === 'translate') return '';
  if (!language || command === 'fix_grammar') return ' Answer in the language of the text.';
  return ` Write the answer in ${language}.`;
}

/** The command's system and user messages (the brand voice, if any, is appended by the caller). */
export function editCommandPrompt(
  command: EditCommand,
  text: string,
  choice: { tone?: string | undefined; language?: string | undefined },
): { system: string; user: string } {
  const spec = editCommands[command];
  const rules = `${toneRule(command, choice.tone)}${languageRule(command, choice.language)}`;
  return {
    system: `${spec.opening} ${spec.task(choice)}${rules} ${outputRules}`,
    user: `${spec.label}:\n${text}`,
  };
}
