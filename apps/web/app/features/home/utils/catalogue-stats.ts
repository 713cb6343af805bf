import { categories, plans, toolCounts, voiceLabel, voices, writingToolCount } from '@penwise/contract';

export interface CategoryCount {
  slug: string;
  title: string;
  tools: number;
}

/** The writing categories with their number of tools, largest first (image and audio have none). */
export const writingCategories: CategoryCount[] = categories
  .map((category) => ({
    slug: category.slug,
    title: category.title,
    tools: toolCounts[category.slug] ?? 0,
  }))
  .filter((category) => category.tools > 0)
  .toSorted((a, b) => b.tools - a.tools);

/** How many writing tools, the categories they fall in and voices the product has, from the catalogue. */
export const catalogueStats = {
  writingTools: writingToolCount,
  categories: writingCategories.length,
  voices: voices.length,
} as const;

export const voiceNames: string[] = voices.map(voiceLabel);

/** The cheapest monthly plan's price, for "plans from …". */
export const lowestPlanPrice = plans.toSorted((a, b) => a.priceCents - b.priceCents)[0]?.price ?? '';
