import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { categories } from './tools/categories.ts';
import { CategorySlug } from './tools/tool-schema.ts';
import { templateValueMax } from './template-field-values.ts';

export * from './template-field-values.ts';

/** Bounds of a user's own writing tool. */
export const customTemplateLimits = {
  titleMax: 100,
  descriptionMax: 300,
  promptMax: 5000,
  fieldsMax: 10,
  labelMax: 80,
  optionsMax: 20,
  optionMax: 80,
  /** Characters of one field's value in a generation. */
  valueMax: templateValueMax,
  /** Templates one user may keep. */
  perUser: 100,
  /** Words a template's answer may reach (its token cap follows). */
  maxWords: 800,
} as const;

/** The catalogue category of templates that belong in none of the 16. */
export const myTemplatesCategory = 'my-templates';

export const customTemplateMessages = {
  notFound: 'No such template.',
  titleRequired: 'Give the template a title.',
  descriptionRequired: 'Say in a sentence what the template writes.',
  promptRequired: 'Write the prompt the template sends.',
  fieldsRequired: 'Add at least one field.',
  tooManyFields: `A template can have at most ${String(customTemplateLimits.fieldsMax)} fields.`,
  badFieldName: 'A field name uses lowercase letters, digits and _ and starts with a letter.',
  duplicateField: (name: string) => `Two fields are named "${name}". Give each its own name.`,
  optionsRequired: (label: string) => `The choice "${label}" needs at least two options.`,
  unknownPlaceholder: (name: string) =>
    `The prompt refers to {{${name}}}, which is not one of its fields. Add the field or fix the name.`,
  notTextCategory: 'Pick one of the writing categories or My templates.',
  tooMany: `You have ${String(customTemplateLimits.perUser)} templates, the most one account can keep. Delete one to add another.`,
  /** A generation whose fields miss a required one. */
  fieldMissing: (label: string) => `Fill in "${label}".`,
  choiceUnknown: (label: string) => `Pick one of the options for "${label}".`,
  fieldTooLong: (label: string) =>
    `Keep "${label}" under ${templateValueMax.toLocaleString('en-US')} characters.`,
} as const;

export const TemplateFieldKind = z.enum(['short_text', 'long_text', 'choice']);
export type TemplateFieldKind = z.infer<typeof TemplateFieldKind>;

export const TemplateField = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, customTemplateMessages.badFieldName),
  label: z.string().trim().min(1).max(customTemplateLimits.labelMax),
  kind: TemplateFieldKind,
  options: z
    .array(z.string().trim().min(1).max(customTemplateLimits.optionMax))
    .max(customTemplateLimits.optionsMax)
    .optional(),
  required: z.boolean().default(false),
});
export type TemplateField = z.infer<typeof TemplateField>;

/** Writing categories (kind 'text') or 'my-templates'. */
export const TemplateCategory = z.union([CategorySlug, z.literal(myTemplatesCategory)], {
  error: customTemplateMessages.notTextCategory,
});
export type TemplateCategory = z.infer<typeof TemplateCategory>;

const placeholderPattern = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The field names a prompt refers to, in order of first use. */
export function templatePlaceholders(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))];
}

/** The prompt with each {{field}} replaced by its value, in one pass (a value holding "{{x}}" stays as written). */
export function fillTemplatePrompt(prompt: string, values: Readonly<Record<string, string>>): string {
  return prompt.replace(placeholderPattern, (_match, name: string) => values[name] ?? '');
}

/** POST /api/templates and PUT /api/templates/:id */
export const CustomTemplateBody = z
  .object({
    title: z.string().trim().min(1, customTemplateMessages.titleRequired).max(customTemplateLimits.titleMax),
    description: z
      .string()
      .trim()
      .min(1, customTemplateMessages.descriptionRequired)
      .max(customTemplateLimits.descriptionMax),
    category: TemplateCategory,
    prompt: z
      .string()
      .trim()
      .min(1, customTemplateMessages.promptRequired)
      .max(customTemplateLimits.promptMax),
    fields: z
      .array(TemplateField)
      .min(1, customTemplateMessages.fieldsRequired)
      .max(customTemplateLimits.fieldsMax, customTemplateMessages.tooManyFields),
  })
  .superRefine((body, ctx) => {
    // Image and speech categories have screens of their own: a template writes text.
    const category = categories.find((c) => c.slug === body.category);
    if (category && category.kind !== 'text')
      ctx.addIssue({ code: 'custom', path: ['category'], message: customTemplateMessages.notTextCategory });
    const names = new Set<string>();
    body.fields.forEach((field, index) => {
      if (names.has(field.name))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: customTemplateMessages.duplicateField(field.name),
        });
      names.add(field.name);
      if (field.kind === 'choice' && (field.options?.length ?? 0) < 2)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: customTemplateMessages.optionsRequired(field.label),
        });
    });
    for (const name of templatePlaceholders(body.prompt))
      if (!names.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['prompt'],
          message: customTemplateMessages.unknownPlaceholder(name),
        });
  });
export type CustomTemplateBody = z.infer<typeof CustomTemplateBody>;
export type CustomTemplateInput = z.input<typeof CustomTemplateBody>;

export const CustomTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: TemplateCategory,
  prompt: z.string(),
  fields: z.array(TemplateField),
  updatedAt: z.string(),
});
export type CustomTemplate = z.infer<typeof CustomTemplate>;

export const CustomTemplateParams = z.object({ id: z.uuid('Not a template id.') });

export const CustomTemplatesAnswer = successAnswer(z.object({ templates: z.array(CustomTemplate) }));
export type CustomTemplatesAnswer = z.infer<typeof CustomTemplatesAnswer>;

export const CustomTemplateAnswer = successAnswer(CustomTemplate);
export type CustomTemplateAnswer = z.infer<typeof CustomTemplateAnswer>;

/** DELETE /api/templates/:id */
export const CustomTemplateDeletedAnswer = successAnswer(z.object({ id: z.string() }));
export type CustomTemplateDeletedAnswer = z.infer<typeof CustomTemplateDeletedAnswer>;

/**
 * What is wrong with a value given for one of a template's fields, in words for the user; undefined when
 * it may be sent: a required field filled, a choice one of its options, within the length.
 */
export function templateFieldProblem(field: TemplateField, value: string): string | undefined {
  const given = value.trim();
  if (field.required && given === '') return customTemplateMessages.fieldMissing(field.label);
  if (given.length > templateValueMax) return customTemplateMessages.fieldTooLong(field.label);
  if (field.kind === 'choice' && given !== '' && !(field.options ?? []).includes(given))
    return customTemplateMessages.choiceUnknown(field.label);
  return undefined;
}
