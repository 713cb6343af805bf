import { z } from 'zod';

/** Category slugs in dashboard order; the tool files refer to these, so a typo fails to compile. */
export const CategorySlug = z.enum([
  'write-anything',
  'image-generation',
  'speech-to-text',
  'text-to-speech',
  'ads',
  'blog-posts',
  'contents',
  'ecommerce',
  'emails',
  'frameworks',
  'marketing',
  'seo',
  'social-media',
  'video',
  'websites',
  'other',
]);
export type CategorySlug = z.infer<typeof CategorySlug>;

/** Which screen serves a category: only 'text' categories hold writing tools. */
export const CategoryKind = z.enum(['text', 'image', 'speech-to-text', 'text-to-speech']);
export type CategoryKind = z.infer<typeof CategoryKind>;

const Slug = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase kebab-case.');

export const Category = z.object({
  slug: CategorySlug,
  title: z.string().min(1),
  description: z.string().min(1),
  /** Short tagline shown on the category's card and tool page header. */
  banner: z.string().min(1),
  kind: CategoryKind,
});
export type Category = z.infer<typeof Category>;

/** Placeholders a prompt template may carry; the user template must carry all three. */
export const promptPlaceholders = ['{description}', '{tone}', '{language}'] as const;

export const ToolPrompt = z.object({
  /** Instructions for the model: role, format, length, what to avoid; may use {tone} and {language}. */
  system: z.string().min(1),
  /** The user message template, with {description}, {tone} and {language}. */
  user: z.string().refine((text) => promptPlaceholders.every((p) => text.includes(p)), {
    message: 'The user template must contain {description}, {tone} and {language}.',
  }),
  /** Output cap in words; the server holds the cost of its token cap (textTokenCap) before generating. */
  maxWords: z.number().int().min(20).max(2000),
});
export type ToolPrompt = z.infer<typeof ToolPrompt>;

export const WritingTool = z.object({
  /** Stable id used in URLs, history and the API; never rename one that shipped. */
  slug: Slug,
  title: z.string().min(1),
  description: z.string().min(1),
  category: CategorySlug,
  prompt: ToolPrompt,
});
export type WritingTool = z.infer<typeof WritingTool>;
