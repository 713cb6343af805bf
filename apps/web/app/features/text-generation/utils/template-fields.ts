import { templateFieldProblem, type CustomTemplate } from '@penwise/contract';

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

/** The fields' errors by name: the rule the server refuses them by. */
export function checkTemplateFields(
  template: CustomTemplate,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of template.fields) {
    const problem = templateFieldProblem(field, values[field.name] ?? '');
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** The filled fields, as the text call's `fields` takes them. */
export function filledFields(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
