import {
  brandVoiceLimits,
  type BrandVoice,
  type BrandVoiceFields,
  type BrandVoiceInput,
  type VoiceFormality,
  type VoicePerson,
} from '@penwise/contract';

/** The form's values: rules are typed one per line, an unset number is '' (Mantine's NumberInput). */
export interface VoiceFormValues {
  name: string;
  audience: string;
  style: string;
  formality: VoiceFormality | null;
  person: VoicePerson | null;
  maxSentenceWords: number | '';
  dos: string;
  donts: string;
  useWords: string[];
  avoidWords: string[];
  samples: string[];
  isDefault: boolean;
}

/** A new voice: one empty sample box to paste into. */
export const emptyVoiceValues: VoiceFormValues = {
  name: '',
  audience: '',
  style: '',
  formality: null,
  person: null,
  maxSentenceWords: '',
  dos: '',
  donts: '',
  useWords: [],
  avoidWords: [],
  samples: [''],
  isDefault: false,
};

export function voiceToValues(voice: BrandVoice): VoiceFormValues {
  return {
    ...fieldsToValues(voice),
    name: voice.name,
    samples: voice.samples.length > 0 ? [...voice.samples] : [''],
    isDefault: voice.isDefault,
  };
}

type FieldValues = Omit<VoiceFormValues, 'name' | 'samples' | 'isDefault'>;

/** What a voice says about writing, as the form shows it. */
export function fieldsToValues(fields: BrandVoiceFields): FieldValues {
  return {
    audience: fields.audience,
    style: fields.style,
    formality: fields.formality,
    person: fields.person,
    maxSentenceWords: fields.maxSentenceWords ?? '',
    dos: fields.dos.join('\n'),
    donts: fields.donts.join('\n'),
    useWords: [...fields.useWords],
    avoidWords: [...fields.avoidWords],
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    // One more than allowed, so a list too long is refused with its message rather than cut silently.
    .slice(0, brandVoiceLimits.rulesMax + 1);

/** The body POST and PUT take; blank sample boxes are left out. */
export function valuesToBody(values: VoiceFormValues): BrandVoiceInput {
  return {
    name: values.name,
    audience: values.audience,
    style: values.style,
    formality: values.formality,
    person: values.person,
    maxSentenceWords: values.maxSentenceWords === '' ? null : values.maxSentenceWords,
    dos: lines(values.dos),
    donts: lines(values.donts),
    useWords: values.useWords,
    avoidWords: values.avoidWords,
    samples: values.samples.filter((sample) => sample.trim() !== ''),
    isDefault: values.isDefault,
  };
}
