import { customTemplateLimits, customTemplateMessages, type CustomTemplate } from '@penwise/contract';

const tooLong = (label: string) =>
  `Keep "${label}" under ${customTemplateLimits.valueMax.toLocaleString('en-US')} characters.`;

/** The values the form starts from: what was given for the template's own fields, else empty. */
export function startingFieldValues(
  template: CustomTemplate,
  given: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    template.fields.map((field) => [
      field.name,
      (given && Object.hasOwn(given, field.name) ? given[field.name] : '') ?? '',
    ]),
  );
}

/** The fields' errors by name, as the server would refuse them: a required one empty, one too long. */
export function checkTemplateFields(
  template: CustomTemplate,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of template.fields) {
    const value = values[field.name] ?? '';
    if (field.required && value.trim() === '')
      errors[field.name] = customTemplateMessages.fieldMissing(field.label);
    else if (value.length > customTemplateLimits.valueMax) errors[field.name] = tooLong(field.label);
  }
  return errors;
}

/** The filled fields, as the text call's `fields` takes them. */
export function filledFields(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
