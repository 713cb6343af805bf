import { categories, myTemplatesCategory } from '@penwise/contract';

/** The categories a template may be filed under: My templates, then the writing categories. */
export const templateCategoryOptions = [
  { value: myTemplatesCategory, label: 'My templates' },
  ...categories
    .filter((category) => category.kind === 'text')
    .map((category) => ({ value: category.slug, label: category.title })),
];

/** A category's name as the user reads it. */
export function templateCategoryLabel(slug: string): string {
  return templateCategoryOptions.find((option) => option.value === slug)?.label ?? 'My templates';
}
