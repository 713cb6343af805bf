import { z } from 'zod';

/** Tone choices on the text page; the first is the default (SPEC §2: Professional). */
export const tones = [
  'Professional',
  'Friendly',
  'Casual',
  'Persuasive',
  'Formal',
  'Witty',
  'Empathetic',
  'Confident',
] as const;
export const Tone = z.enum(tones);
export type Tone = z.infer<typeof Tone>;
export const defaultTone = 'Professional' satisfies Tone;

/** Output languages on the text page; the first is the default (SPEC §2: English (US)). */
export const languages = [
  'English (US)',
  'English (UK)',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Japanese',
  'Chinese (Simplified)',
  'Hindi',
  'Arabic',
  'Turkish',
  'Indonesian',
] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;
export const defaultLanguage = 'English (US)' satisfies Language;
