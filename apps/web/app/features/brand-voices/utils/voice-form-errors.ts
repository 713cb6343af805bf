import { brandVoiceLimits, BrandVoiceBody } from '@penwise/contract';
import type { VoiceFormValues } from './voice-form-values';
import { valuesToBody } from './voice-form-values';

const limits = brandVoiceLimits;
const count = (n: number) => n.toLocaleString('en-US');

// Plain sentences for the bounds whose contract message would be zod's own wording.
const bounds: Record<string, string> = {
  name: `Keep the name under ${count(limits.nameMax)} characters.`,
  audience: `Keep this under ${count(limits.describeMax)} characters.`,
  style: `Keep this under ${count(limits.describeMax)} characters.`,
  dos: `Write at most ${count(limits.rulesMax)} rules, each under ${count(limits.ruleMax)} characters.`,
  donts: `Write at most ${count(limits.rulesMax)} rules, each under ${count(limits.ruleMax)} characters.`,
  useWords: `List at most ${count(limits.wordsMax)} words, each under ${count(limits.wordMax)} characters.`,
  avoidWords: `List at most ${count(limits.wordsMax)} words, each under ${count(limits.wordMax)} characters.`,
  maxSentenceWords: 'Pick a whole number of words from 5 to 100.',
};

/**
 * The form's errors by field, from the contract's BrandVoiceBody: the same rules the server applies.
 * A sample's error stays on its own box (`samples.2`); a rule or word list's goes on the list.
 */
export function validateVoiceForm(values: VoiceFormValues): Record<string, string> {
  const parsed = BrandVoiceBody.safeParse(valuesToBody(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path.map(String);
    if (field === undefined) continue;
    const key = field === 'samples' && index !== undefined ? sampleKey(values, Number(index)) : field;
    // The name's only other rule (not empty) has the contract's own plain message.
    const plain = field === 'name' && issue.code !== 'too_big' ? undefined : bounds[field];
    errors[key] ??= plain ?? issue.message;
  }
  return errors;
}

// The body leaves blank boxes out: its nth sample is the nth box with text in it.
function sampleKey(values: VoiceFormValues, index: number): string {
  let seen = -1;
  for (const [box, sample] of values.samples.entries()) {
    if (sample.trim() !== '') seen += 1;
    if (seen === index) return `samples.${String(box)}`;
  }
  return 'samples';
}
