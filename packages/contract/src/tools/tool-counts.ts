/**
 * Writing tools per category slug. The marketing pages show these counts without downloading the
 * whole catalogue (its prompts are server business); catalogue.test.ts holds them equal to it.
 */
export const toolCounts: Readonly<Record<string, number>> = {
  'write-anything': 1,
  ads: 2,
  'blog-posts': 5,
  contents: 21,
  ecommerce: 6,
  emails: 6,
  frameworks: 4,
  marketing: 6,
  seo: 1,
  'social-media': 14,
  video: 6,
  websites: 8,
  other: 12,
};

/** How many writing tools there are in all. */
export const writingToolCount = Object.values(toolCounts).reduce((sum, count) => sum + count, 0);
