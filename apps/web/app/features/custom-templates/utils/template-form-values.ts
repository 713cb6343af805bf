import { myTemplatesCategory, type CustomTemplate, type TemplateFieldKind } from '@penwise/contract';

/** One field as the editor holds it; `key` keeps React's rows apart while fields move. */
export interface FieldFormValues {
  key: string;
  label: string;
  name: string;
  kind: TemplateFieldKind;
  /** Kept while the kind changes, sent only for a choice. */
  options: string[];
  required: boolean;
}

export interface TemplateFormValues {
  title: string;
  description: string;
  category: string;
  prompt: string;
  fields: FieldFormValues[];
}

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `field-${String(lastKey)}`;
};

export function emptyField(overrides: Partial<Omit<FieldFormValues, 'key'>> = {}): FieldFormValues {
  return {
    key: nextKey(),
    label: '',
    name: '',
    kind: 'short_text',
    options: [],
    required: false,
    ...overrides,
  };
}

/** A new template: filed under My templates, with one field to start from. */
export function emptyTemplateValues(): TemplateFormValues {
  return { title: '', description: '', category: myTemplatesCategory, prompt: '', fields: [emptyField()] };
}

export function templateToValues(template: CustomTemplate): TemplateFormValues {
  return {
    title: template.title,
    description: template.description,
    category: template.category,
    prompt: template.prompt,
    fields: template.fields.map((field) =>
      emptyField({ ...field, options: field.options ?? [], required: field.required }),
    ),
  };
}

/** What POST/PUT /api/templates takes, before the contract's schema checks it. */
export function valuesToCandidate(values: TemplateFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    prompt: values.prompt,
    fields: values.fields.map(({ label, name, kind, options, required }) => ({
      label,
      name,
      kind,
      required,
      ...(kind === 'choice' ? { options } : {}),
    })),
  };
}

const nameMax = 32;

/**
 * A field name from its label, as the prompt refers to it: "Product name" → product_name. It starts
 * with a letter and does not repeat a name in `taken` (a _2, _3… is added).
 */
export function nameFromLabel(label: string, taken: readonly string[] = []): string {
  const base = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!base) return '';
  const name = (/^[a-z]/.test(base) ? base : `field_${base}`).slice(0, nameMax).replace(/_+$/, '');
  if (!taken.includes(name)) return name;
  for (let n = 2; n < 100; n += 1) {
    const suffix = `_${String(n)}`;
    const candidate = `${name.slice(0, nameMax - suffix.length)}${suffix}`;
    if (!taken.includes(candidate)) return candidate;
  }
  return name;
}
