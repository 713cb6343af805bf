import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { UserIdentity } from './auth.ts';
import { creditCosts } from './catalogue.ts';
import { voices } from './speech-voices.ts';

export const Voice = z.enum(voices, 'Pick one of the six voices: alloy, echo, fable, onyx, nova or shimmer.');
export type Voice = z.infer<typeof Voice>;
export const defaultVoice = 'alloy' satisfies Voice;

export { voiceLabel, voices } from './speech-voices.ts';

/** OpenAI's audio/speech input limit. */
export const speechLimits = { promptMax: 4096 } as const;

/** POST /ai/tts: the text as typed and the voice. */
export const SpeechBody = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Enter the text to speak first.')
    .max(speechLimits.promptMax, `The text can be at most ${String(speechLimits.promptMax)} characters.`),
  voice: Voice.default(defaultVoice),
  user: UserIdentity.optional(),
});
export type SpeechBody = z.infer<typeof SpeechBody>;

export const SpeechAnswer = successAnswer(
  z.object({
    mp3_url: z.string(),
    /** Seconds, with a fractional part. */
    duration: z.number().min(0),
    /** The history item, so the page can list it without reloading. */
    id: z.string(),
    /** Credits charged. */
    credits: z.number().int().min(0),
  }),
);
export type SpeechAnswer = z.infer<typeof SpeechAnswer>;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as a reader counts them (an emoji or an accented letter is one). */
export const speechCharacters = (text: string) => Array.from(graphemes.segment(text)).length;

/** What a voiceover of `text` costs: one credit per character. */
export const speechCost = (text: string) => speechCharacters(text) * creditCosts.perSpeechCharacter;

/** Duration as the voiceover table shows it: mm:ss, '00:00' when unknown. */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '00:00';
  const whole = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

export const speechMessages = {
  notEnoughCredits: (needed: number, have: number) =>
    `This voiceover costs ${needed.toLocaleString('en-US')} credits (one per character); you have ${have.toLocaleString('en-US')}. Add credits or shorten the text.`,
} as const;
