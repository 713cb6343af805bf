import { z } from 'zod';

// Its own file: the text call's body carries these values, and every page that loads the text contract
// should not load the whole templates contract with it.

/** Characters of one field's value in a generation. */
export const templateValueMax = 5000;

/** A generation's values for a template's fields: `fields` on the text calls. */
export const TemplateFieldValues = z.record(
  z.string().max(32),
  z
    .string()
    .max(templateValueMax, `A field can be at most ${templateValueMax.toLocaleString('en-US')} characters.`),
);
export type TemplateFieldValues = z.infer<typeof TemplateFieldValues>;
