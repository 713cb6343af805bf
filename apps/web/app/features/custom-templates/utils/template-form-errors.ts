import {
  customTemplateLimits,
  customTemplateMessages,
  CustomTemplateBody,
  templatePlaceholders,
} from '@penwise/contract';
import { valuesToCandidate, type TemplateFormValues } from './template-form-values';

const limits = customTemplateLimits;
const count = (n: number) => n.toLocaleString('en-US');

// Plain sentences where the contract's message would be zod's own wording.
const tooLong: Record<string, string> = {
  title: `Keep the title under ${count(limits.titleMax)} characters.`,
  description: `Keep the description under ${count(limits.descriptionMax)} characters.`,
  prompt: `Keep the prompt under ${count(limits.promptMax)} characters.`,
  label: `Keep the label under ${count(limits.labelMax)} characters.`,
  options: `Give at most ${count(limits.optionsMax)} options, each under ${count(limits.optionMax)} characters.`,
};

function messageFor(path: string[], code: string, message: string): string {
  const [field, , part] = path;
  const key = field === 'fields' && part ? part : field;
  if (key === 'label' && code === 'too_small') return 'Give the field a label.';
  if (key === 'options' && code !== 'custom') return tooLong.options ?? message;
  if (code === 'too_big' && key && key !== 'fields') return tooLong[key] ?? message;
  return message;
}

/** The first unknown {{placeholder}} of the prompt, as an error to show while the user types. */
export function unknownPlaceholderError(values: TemplateFormValues): string | undefined {
  const names = new Set(values.fields.map((field) => field.name));
  const unknown = templatePlaceholders(values.prompt).find((name) => !names.has(name));
  return unknown === undefined ? undefined : customTemplateMessages.unknownPlaceholder(unknown);
}

/**
 * Where an unknown placeholder's error is kept: it blocks saving, while the prompt shows
 * unknownPlaceholderError, which follows every change to the prompt and to the fields' names.
 */
export const placeholdersErrorKey = 'promptPlaceholders';

/**
 * The form's errors by input, from the contract's CustomTemplateBody (the rules the server applies):
 * `fields.2.options` for a choice without options, `title` for a missing title.
 */
export function validateTemplateForm(values: TemplateFormValues): Record<string, string> {
  const parsed = CustomTemplateBody.safeParse(valuesToCandidate(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    // One option too long marks the whole options input.
    const key =
      path[0] === 'prompt' && issue.code === 'custom'
        ? placeholdersErrorKey
        : path.slice(0, path[0] === 'fields' ? 3 : 1).join('.');
    if (!key) continue;
    errors[key] ??= messageFor(path, issue.code, issue.message);
  }
  return errors;
}
