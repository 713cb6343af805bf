import {
  findTool,
  includedToolSlug,
  type CustomTemplate,
  type SelectedTool,
  type WritingTool,
} from '@penwise/contract';
import { readSelectedTemplateId, readSelectedTool } from '~/lib/tool-selection';

// The general-purpose tool: a sensible page when someone opens /templates-c directly.
const fallbackSlug = 'write-anything';

/** What the page writes with: a catalogue tool, or one of the user's own templates. */
export type PageWriter = { kind: 'tool'; tool: WritingTool } | { kind: 'template'; template: CustomTemplate };

/**
 * The stored selection: a catalogue tool (`fallback` when none, or an unknown one, was stored and the
 * page fell back to Write Anything), or the id of one of the user's templates, still to be looked up.
 */
export type PageSelection =
  { kind: 'tool'; tool: WritingTool; fallback: boolean } | { kind: 'template'; id: string };

/** The tool this page writes with: the stored selection, else Write Anything. */
export function readPageSelection(): PageSelection {
  const templateId = readSelectedTemplateId();
  if (templateId) return { kind: 'template', id: templateId };
  const stored = readSelectedTool();
  if (stored) return { kind: 'tool', tool: stored, fallback: false };
  return { kind: 'tool', tool: findTool(fallbackSlug) as WritingTool, fallback: true };
}

/** The `tool_data` the text call takes: the selected tool as the browser stores it (slug, category, title, description). */
export function toolData(tool: WritingTool): SelectedTool {
  return { slug: tool.slug, cat: tool.category, title: tool.title, description: tool.description };
}

/** What the history records as the tool (save_data.tool): a tool's slug, a template's id. */
export function writerKey(writer: PageWriter): string {
  return writer.kind === 'tool' ? writer.tool.slug : writer.template.id;
}

/** The start of a downloaded file's name: the tool's slug, or the template's title in kebab-case. */
export function writerFileStem(writer: PageWriter): string {
  if (writer.kind === 'tool') return writer.tool.slug;
  const stem = writer.template.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem || 'my-template';
}

/** Every tool but the included one is an AI template, the user's own included. */
export function isAiTemplate(writer: PageWriter): boolean {
  return writer.kind === 'template' || writer.tool.slug !== includedToolSlug;
}
