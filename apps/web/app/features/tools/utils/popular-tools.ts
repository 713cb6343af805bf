import { findTool, type WritingTool } from '@penwise/contract';

// Hand-picked: one or two everyday tools from the busiest categories, shown on /templates-a.
const popularSlugs = [
  'blog-ideas',
  'facebook-ads',
  'google-ads',
  'article-generator',
  'content-rewriter',
  'product-description',
] as const;

/** The popular tools, skipping any slug the catalogue no longer has. */
export function popularTools(): WritingTool[] {
  return popularSlugs.flatMap((slug) => findTool(slug) ?? []);
}

export const writeAnythingSlug = 'write-anything';
