import type { BrandVoiceFields } from '@penwise/contract';
import { fieldsToValues, type VoiceFormValues } from './voice-form-values';

type FieldValues = ReturnType<typeof fieldsToValues>;
type FieldName = keyof FieldValues;

const isBlank = (value: FieldValues[FieldName]) =>
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'string' && value.trim() === '');

const same = (a: FieldValues[FieldName], b: FieldValues[FieldName]) =>
  JSON.stringify(a) === JSON.stringify(b);

export interface LearnedMerge {
  /** The learned values of the fields that were empty. */
  fill: Partial<FieldValues>;
  /** The learned values of the fields the user had filled differently: kept unless they replace them. */
  replace: Partial<FieldValues>;
}

/** Splits what learning drafted into what may go in now (empty fields) and what would overwrite the user's. */
export function mergeLearned(current: VoiceFormValues, learned: BrandVoiceFields): LearnedMerge {
  const drafted = fieldsToValues(learned);
  const fill: Partial<Record<FieldName, unknown>> = {};
  const replace: Partial<Record<FieldName, unknown>> = {};
  for (const name of Object.keys(drafted) as FieldName[]) {
    const value = drafted[name];
    if (isBlank(value) || same(value, current[name])) continue;
    if (isBlank(current[name])) fill[name] = value;
    else replace[name] = value;
  }
  return { fill: fill as Partial<FieldValues>, replace: replace as Partial<FieldValues> };
}

export const fieldCount = (fields: object) => Object.keys(fields).length;
