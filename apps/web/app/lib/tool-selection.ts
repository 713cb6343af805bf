import {
  defaultCategorySlug,
  findCategory,
  resolveTool,
  SelectedTool,
  type Category,
  type CustomTemplate,
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
  /** A template of the user's own: its fields' values. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The brand voice the item was written with. */
  voiceId: z.string().optional(),
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

/** The selected tool as stored: a catalogue tool, or (with `template`) one of the user's own templates. */
const StoredSelection = SelectedTool.extend({ template: z.string().max(64).optional() });

/** The stored category slug as written, which may be 'my-templates' (not a catalogue category). */
export function readSelectedCategorySlug(): string | undefined {
  return browserStorage()?.getItem(storageKeys.selectedCategory) ?? undefined;
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
  const parsed = StoredSelection.safeParse(readJson(storageKeys.selectedTool));
  if (!parsed.success || parsed.data.template) return undefined;
  return resolveTool(parsed.data);
}

/** The id of the user's own template stored as the selected tool, or undefined for a catalogue tool. */
export function readSelectedTemplateId(): string | undefined {
  const parsed = StoredSelection.safeParse(readJson(storageKeys.selectedTool));
  return parsed.success ? parsed.data.template : undefined;
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

/** Stores one of the user's own templates as the selected tool (its id; title and the rest for display). */
export function storeSelectedTemplate(
  template: { id: string; category: string } & Partial<Pick<CustomTemplate, 'title' | 'description'>>,
): void {
  const selected = {
    template: template.id,
    cat: template.category,
    title: template.title,
    description: template.description,
  };
  storeSelectedCategory(template.category);
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
