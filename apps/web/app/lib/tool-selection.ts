import {
  defaultCategorySlug,
  findCategory,
  resolveTool,
  SelectedTool,
  type Category,
  type WritingTool,
} from '@penwise/contract';
import { z } from 'zod';
import { browserStorage } from './browser-storage';
import { storageKeys } from './storage-keys';

/** Fill data: what a history card hands to the tool page it opens. */
export const FillData = z.object({
  input: z.string(),
  output: z.string(),
  /** A text item's settings, restored with it (older items may lack them). */
  tone: z.string().optional(),
  language: z.string().optional(),
  /** An image's size and a voiceover's voice, restored with them. */
  size: z.string().optional(),
  voice: z.string().optional(),
});
export type FillData = z.infer<typeof FillData>;

function readJson(key: string): unknown {
  const raw = browserStorage()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored category, or Ads when none or an unknown one is stored. */
export function readSelectedCategory(): Category {
  const slug = browserStorage()?.getItem(storageKeys.selectedCategory) ?? defaultCategorySlug;
  return findCategory(slug) ?? (findCategory(defaultCategorySlug) as Category);
}

export function storeSelectedCategory(slug: string): void {
  browserStorage()?.setItem(storageKeys.selectedCategory, slug);
}

/** The stored tool resolved against the catalogue (by slug, then title), or undefined. */
export function readSelectedTool(): WritingTool | undefined {
  const parsed = SelectedTool.safeParse(readJson(storageKeys.selectedTool));
  return parsed.success ? resolveTool(parsed.data) : undefined;
}

/** Stores category, title and description (plus the slug) as the selected tool. */
export function storeSelectedTool(tool: WritingTool): void {
  const selected: SelectedTool = {
    slug: tool.slug,
    cat: tool.category,
    title: tool.title,
    description: tool.description,
  };
  storeSelectedCategory(tool.category);
  browserStorage()?.setItem(storageKeys.selectedTool, JSON.stringify(selected));
}

/** Stores fill data for the next tool page load (a history card was clicked). */
export function storeFillData(fill: FillData): void {
  browserStorage()?.setItem(storageKeys.fillData, JSON.stringify(fill));
}

/**
 * Reads and removes the fill data, so it is applied once per screen load: a reload
 * afterwards starts empty rather than re-filling over the user's edits.
 */
export function takeFillData(): FillData | undefined {
  const parsed = FillData.safeParse(readJson(storageKeys.fillData));
  browserStorage()?.removeItem(storageKeys.fillData);
  return parsed.success ? parsed.data : undefined;
}
