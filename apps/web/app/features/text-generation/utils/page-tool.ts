import { findTool, type SelectedTool, type WritingTool } from '@penwise/contract';
import { readSelectedTool } from '~/lib/tool-selection';

// The general-purpose tool: a sensible page when someone opens /templates-c directly.
const fallbackSlug = 'write-anything';

export interface PageTool {
  tool: WritingTool;
  /** True when no (known) tool was stored and the page fell back to Write Anything. */
  fallback: boolean;
}

/** The tool this page writes with: the stored selection, else Write Anything. */
export function readPageTool(): PageTool {
  const stored = readSelectedTool();
  if (stored) return { tool: stored, fallback: false };
  return { tool: findTool(fallbackSlug) as WritingTool, fallback: true };
}

/** The `tool_data` the text call takes: the selected tool as the browser stores it (slug, category, title, description). */
export function toolData(tool: WritingTool): SelectedTool {
  return { slug: tool.slug, cat: tool.category, title: tool.title, description: tool.description };
}
