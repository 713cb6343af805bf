import { z } from 'zod';

/** Tone choices on the text page; the first (Professional) is the default. */
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

/** Output languages on the text page; the first (English (US)) is the default. */
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
