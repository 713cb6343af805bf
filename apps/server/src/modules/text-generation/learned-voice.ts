import { BrandVoiceFields, brandVoiceLimits } from '@penwise/contract';

// A model may put a sentence or a code fence around its JSON, or an example object before it.
const attemptsMax = 20;

/** Where the object opening at `start` closes (strings and escapes skipped), or -1. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The first JSON object written in a text that parses, whatever surrounds it; undefined when none does. */
export function firstJsonObject(text: string): unknown {
  let start = text.indexOf('{');
  for (let attempt = 0; start !== -1 && attempt < attemptsMax; attempt += 1) {
    const end = closingBrace(text, start);
    if (end !== -1) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // Not JSON (an example in prose, a comment inside): try the next brace.
      }
    }
    start = text.indexOf('{', start + 1);
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listBounds: Partial<Record<keyof BrandVoiceFields, { item: number; count: number }>> = {
  dos: { item: brandVoiceLimits.ruleMax, count: brandVoiceLimits.rulesMax },
  donts: { item: brandVoiceLimits.ruleMax, count: brandVoiceLimits.rulesMax },
  useWords: { item: brandVoiceLimits.wordMax, count: brandVoiceLimits.wordsMax },
  avoidWords: { item: brandVoiceLimits.wordMax, count: brandVoiceLimits.wordsMax },
};

// A list keeps its usable items; one over-long rule does not cost the others.
function tidied(key: keyof BrandVoiceFields, value: unknown): unknown {
  const bounds = listBounds[key];
  if (bounds && Array.isArray(value)) {
    const items = value
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter((item) => item !== '' && item.length <= bounds.item);
    return [...new Set(items)].slice(0, bounds.count);
  }
  if (key === 'maxSentenceWords' && typeof value === 'number') return Math.round(value);
  if ((key === 'person' || key === 'formality') && typeof value === 'string')
    return value.trim().toLowerCase();
  return value;
}

function carriesSomething(fields: BrandVoiceFields): boolean {
  return (
    fields.audience !== '' ||
    fields.style !== '' ||
    [fields.dos, fields.donts, fields.useWords, fields.avoidWords].some((list) => list.length > 0) ||
    [fields.maxSentenceWords, fields.person, fields.formality].some((value) => value !== null)
  );
}

/**
 * A voice's fields from a model's answer: its first JSON object, keeping the keys a voice has and
 * values that fit them (others are dropped). Undefined when nothing usable is left.
 */
export function learnedVoiceFields(text: string): BrandVoiceFields | undefined {
  const object = firstJsonObject(text);
  if (!isRecord(object)) return undefined;
  const shape = BrandVoiceFields.shape;
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof BrandVoiceFields)[]) {
    if (!Object.hasOwn(object, key)) continue;
    const value = tidied(key, object[key]);
    if (shape[key].safeParse(value).success) kept[key] = value;
  }
  const parsed = BrandVoiceFields.safeParse(kept);
  return parsed.success && carriesSomething(parsed.data) ? parsed.data : undefined;
}
