import type { WritingTool } from '@penwise/contract';

export interface ToolFilter {
  /** Free text: every word must appear in the tool's title or description. */
  query: string;
  /** A category slug, or null for every category. */
  category: string | null;
}

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** The tools matching the search words and the category, in catalogue order. */
export function filterTools<T extends Pick<WritingTool, 'title' | 'description'> & { category: string }>(
  tools: readonly T[],
  { query, category }: ToolFilter,
): T[] {
  const wanted = words(query);
  return tools.filter((tool) => {
    if (category && tool.category !== category) return false;
    const haystack = `${tool.title} ${tool.description}`.toLowerCase();
    return wanted.every((word) => haystack.includes(word));
  });
}
