import { z } from 'zod';
import { successAnswer } from './answers.ts';

/** Bounds of a brand voice. */
export const brandVoiceLimits = {
  nameMax: 80,
  describeMax: 1000,
  rulesMax: 20,
  ruleMax: 200,
  wordsMax: 50,
  wordMax: 40,
  samplesMax: 5,
  sampleMax: 5000,
  /** Voices one user may keep. */
  perUser: 50,
  /** Text one check reads. */
  checkMax: 50_000,
} as const;

/** The `tool` of the history item a 'Learn from samples' call leaves. */
export const learnVoiceTool = 'learn-brand-voice';

export const brandVoiceMessages = {
  notFound: 'No such brand voice.',
  nameRequired: 'Give the voice a name.',
  tooManySamples: `Paste at most ${String(brandVoiceLimits.samplesMax)} samples.`,
  sampleTooLong: `A sample can be at most ${brandVoiceLimits.sampleMax.toLocaleString('en-US')} characters.`,
  samplesRequired: 'Paste at least one sample of your writing.',
  tooMany: `You have ${String(brandVoiceLimits.perUser)} brand voices, the most one account can keep. Delete one to add another.`,
  /** A text or edit call naming a voice that is not the caller's. */
  unknownVoice: 'That brand voice does not exist any more. Pick another one or none.',
  learnFailed:
    'We could not read a voice from these samples. Try longer samples or fill the fields in yourself.',
  checkTextRequired: 'Paste the text to check.',
} as const;

/** Grammatical person a voice writes in. */
export const VoicePerson = z.enum(['first-singular', 'first-plural', 'second', 'third']);
export type VoicePerson = z.infer<typeof VoicePerson>;

export const VoiceFormality = z.enum(['formal', 'neutral', 'casual']);
export type VoiceFormality = z.infer<typeof VoiceFormality>;

const line = (max: number) => z.string().trim().min(1).max(max);
const list = (item: z.ZodString, max: number) => z.array(item).max(max).default([]);

/** What a voice says about writing: every field but the name is optional. */
export const BrandVoiceFields = z.object({
  /** Who we write for. */
  audience: z.string().trim().max(brandVoiceLimits.describeMax).default(''),
  /** How we sound. */
  style: z.string().trim().max(brandVoiceLimits.describeMax).default(''),
  dos: list(line(brandVoiceLimits.ruleMax), brandVoiceLimits.rulesMax),
  donts: list(line(brandVoiceLimits.ruleMax), brandVoiceLimits.rulesMax),
  useWords: list(line(brandVoiceLimits.wordMax), brandVoiceLimits.wordsMax),
  avoidWords: list(line(brandVoiceLimits.wordMax), brandVoiceLimits.wordsMax),
  /** Longest sentence the voice writes, in words. */
  maxSentenceWords: z.number().int().min(5).max(100).nullable().default(null),
  person: VoicePerson.nullable().default(null),
  formality: VoiceFormality.nullable().default(null),
});
export type BrandVoiceFields = z.infer<typeof BrandVoiceFields>;

const Sample = z.string().trim().min(1).max(brandVoiceLimits.sampleMax, brandVoiceMessages.sampleTooLong);

/** POST /api/brand-voices and PUT /api/brand-voices/:id */
export const BrandVoiceBody = BrandVoiceFields.extend({
  name: z.string().trim().min(1, brandVoiceMessages.nameRequired).max(brandVoiceLimits.nameMax),
  samples: z.array(Sample).max(brandVoiceLimits.samplesMax, brandVoiceMessages.tooManySamples).default([]),
  /** The voice every tool picks first; marking one unmarks the others. */
  isDefault: z.boolean().default(false),
});
export type BrandVoiceBody = z.infer<typeof BrandVoiceBody>;
export type BrandVoiceInput = z.input<typeof BrandVoiceBody>;

export const BrandVoice = BrandVoiceBody.extend({ id: z.string(), updatedAt: z.string() });
export type BrandVoice = z.infer<typeof BrandVoice>;

export const BrandVoiceParams = z.object({ id: z.uuid('Not a brand voice id.') });

export const BrandVoicesAnswer = successAnswer(z.object({ voices: z.array(BrandVoice) }));
export type BrandVoicesAnswer = z.infer<typeof BrandVoicesAnswer>;

export const BrandVoiceAnswer = successAnswer(BrandVoice);
export type BrandVoiceAnswer = z.infer<typeof BrandVoiceAnswer>;

/** DELETE /api/brand-voices/:id */
export const BrandVoiceDeletedAnswer = successAnswer(z.object({ id: z.string() }));
export type BrandVoiceDeletedAnswer = z.infer<typeof BrandVoiceDeletedAnswer>;

/** POST /api/brand-voices/learn: drafts the fields from samples (a text generation, charged by tokens). */
export const LearnVoiceBody = z.object({
  samples: z
    .array(Sample)
    .min(1, brandVoiceMessages.samplesRequired)
    .max(brandVoiceLimits.samplesMax, brandVoiceMessages.tooManySamples),
});
export type LearnVoiceBody = z.infer<typeof LearnVoiceBody>;

export const LearnVoiceAnswer = successAnswer(
  z.object({ fields: BrandVoiceFields, credits: z.number().int().min(0), historyId: z.string() }),
);
export type LearnVoiceAnswer = z.infer<typeof LearnVoiceAnswer>;

/** POST /api/brand-voices/:id/check: where a text breaks the voice's rules (free: no engine). */
export const CheckVoiceBody = z.object({
  text: z.string().trim().min(1, brandVoiceMessages.checkTextRequired).max(brandVoiceLimits.checkMax),
});
export type CheckVoiceBody = z.infer<typeof CheckVoiceBody>;

export const VoiceIssueRule = z.enum(['avoid-word', 'sentence-length', 'person']);
export type VoiceIssueRule = z.infer<typeof VoiceIssueRule>;

export const VoiceIssue = z.object({
  rule: VoiceIssueRule,
  /** Character offsets in the checked text: [start, end). */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The text from start to end. */
  excerpt: z.string(),
  /** What breaks the voice, in words for the user. */
  message: z.string(),
  /** What to put in place of the excerpt. */
  suggestion: z.string(),
});
export type VoiceIssue = z.infer<typeof VoiceIssue>;

export const CheckVoiceAnswer = successAnswer(z.object({ issues: z.array(VoiceIssue) }));
export type CheckVoiceAnswer = z.infer<typeof CheckVoiceAnswer>;

const personWords: Record<VoicePerson, string> = {
  'first-singular': 'the first person singular (I, my)',
  'first-plural': 'the first person plural (we, our)',
  second: 'the second person, speaking to the reader (you, your)',
  third: 'the third person (they, it, the brand name)',
};

/**
 * The voice as instructions appended to a tool's system prompt: only what the voice sets, in plain
 * rules a model follows. Samples go last, as examples of the sound (never as instructions).
 */
export function brandVoicePrompt(
  voice: BrandVoiceFields & { name: string; samples?: readonly string[] },
): string {
  const rules: string[] = [];
  if (voice.audience) rules.push(`Write for this audience: ${voice.audience}`);
  if (voice.style) rules.push(`Sound like this: ${voice.style}`);
  if (voice.formality) rules.push(`Keep the register ${voice.formality}.`);
  if (voice.person) rules.push(`Write in ${personWords[voice.person]}.`);
  if (voice.maxSentenceWords)
    rules.push(`Keep every sentence under ${String(voice.maxSentenceWords)} words.`);
  for (const rule of voice.dos) rules.push(`Do: ${rule}`);
  for (const rule of voice.donts) rules.push(`Don't: ${rule}`);
  if (voice.useWords.length > 0) rules.push(`Prefer these words: ${voice.useWords.join(', ')}.`);
  if (voice.avoidWords.length > 0) rules.push(`Never use these words: ${voice.avoidWords.join(', ')}.`);
  const samples = (voice.samples ?? []).map((sample) => sample.slice(0, 1500));
  const examples =
    samples.length === 0
      ? ''
      : `\nExamples of this voice (match their sound, not their content):\n${samples.map((s) => `---\n${s}`).join('\n')}\n---`;
  return `\n\nBrand voice "${voice.name}":\n- ${rules.join('\n- ')}${examples}`;
}
