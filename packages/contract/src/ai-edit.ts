import { z } from 'zod';
import { Language, Tone } from './tools/options.ts';

/** Bounds of an AI edit: the selection (or the whole document) it rewrites. */
export const aiEditLimits = {
  textMax: 20_000,
} as const;

/** Commands on a selection (or the whole document) in the editor. */
export const EditCommand = z.enum([
  'improve',
  'rephrase',
  'shorten',
  'expand',
  'fix_grammar',
  'change_tone',
  'translate',
  'summarise',
  'continue',
]);
export type EditCommand = z.infer<typeof EditCommand>;

export const aiEditMessages = {
  textRequired: 'Select some text first, or run the command on the whole document.',
  textTooLong: `Select at most ${aiEditLimits.textMax.toLocaleString('en-US')} characters at a time.`,
  toneRequired: 'Pick the tone to change to.',
  languageRequired: 'Pick the language to translate to.',
} as const;

/** POST /api/ai/edit: streams like /api/ai/text/stream. */
export const AiEditBody = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, aiEditMessages.textRequired)
      .max(aiEditLimits.textMax, aiEditMessages.textTooLong),
    command: EditCommand,
    tone: Tone.optional(),
    language: Language.optional(),
    brand_voice_id: z.uuid('Not a brand voice id.').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.command === 'change_tone' && !body.tone)
      ctx.addIssue({ code: 'custom', path: ['tone'], message: aiEditMessages.toneRequired });
    if (body.command === 'translate' && !body.language)
      ctx.addIssue({ code: 'custom', path: ['language'], message: aiEditMessages.languageRequired });
  });
export type AiEditBody = z.infer<typeof AiEditBody>;

/** The `tool` a command's history item names. */
export const editTool = (command: EditCommand) => `edit-${command}`;

/** What the editor shows for each command. */
export const editCommandLabels: Record<EditCommand, string> = {
  improve: 'Improve writing',
  rephrase: 'Rephrase',
  shorten: 'Make shorter',
  expand: 'Make longer',
  fix_grammar: 'Fix spelling and grammar',
  change_tone: 'Change tone',
  translate: 'Translate',
  summarise: 'Summarise',
  continue: 'Continue writing',
};
