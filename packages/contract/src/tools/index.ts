import { categories, defaultCategorySlug } from './categories.ts';
import { contentsToolsA } from './tools-contents-a.ts';
import { contentsToolsB } from './tools-contents-b.ts';
import { ecommerceEmailTools } from './tools-ecommerce-emails.ts';
import { frameworkMarketingTools } from './tools-frameworks-marketing.ts';
import { generalTools } from './tools-general.ts';
import { otherTools } from './tools-other.ts';
import { socialMediaTools } from './tools-social-media.ts';
import { videoWebsiteTools } from './tools-video-websites.ts';
import type { Category, WritingTool } from './tool-schema.ts';

export * from './tool-schema.ts';
export * from './options.ts';
export * from './tool-counts.ts';
export { categories, defaultCategorySlug };
export { outputRules, renderToolPrompt, toolPrompt, type PromptValues } from './prompt-builder.ts';

const unordered = [
  ...generalTools,
  ...contentsToolsA,
  ...contentsToolsB,
  ...ecommerceEmailTools,
  ...frameworkMarketingTools,
  ...socialMediaTools,
  ...videoWebsiteTools,
  ...otherTools,
];

const categoryOrder = new Map<string, number>(categories.map((c, i) => [c.slug, i]));

/** Every writing tool, grouped in the dashboard's category order (stable within a category). */
export const writingTools: readonly (typeof unordered)[number][] = unordered.toSorted(
  (a, b) => (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0),
);

export type ToolSlug = (typeof unordered)[number]['slug'];

const bySlug = new Map<string, WritingTool>(writingTools.map((t) => [t.slug, t]));

/** The tool with this slug, or undefined (the API answers 400 for unknown tools). */
export function findTool(slug: string): WritingTool | undefined {
  return bySlug.get(slug);
}

/** The tools of a category in display order; empty for unknown and non-text categories. */
export function toolsInCategory(categorySlug: string): WritingTool[] {
  return writingTools.filter((t) => t.category === categorySlug);
}

/** The category with this slug, or undefined. */
export function findCategory(slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

const byTitle = new Map<string, WritingTool>(writingTools.map((t) => [t.title.toLowerCase(), t]));

/**
 * The tool a request or stored selection names: by slug, else by title (case-insensitive), so the
 * older clients' `tool_data` (a title) and our slugs both work. Undefined when nothing matches.
 */
export function resolveTool(ref: string | { slug?: string | undefined; title?: string | undefined }) {
  if (typeof ref === 'string') return findTool(ref.trim()) ?? byTitle.get(ref.trim().toLowerCase());
  return (
    (ref.slug ? findTool(ref.slug.trim()) : undefined) ??
    (ref.title ? byTitle.get(ref.title.trim().toLowerCase()) : undefined)
  );
}
