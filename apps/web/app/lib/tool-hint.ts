// Shared by the text page (its placeholder) and the template editor (a duplicated tool's field label).
import type { WritingTool } from '@penwise/contract';

/**
 * What the tool asks the user for ('Product or offer', 'Text to rewrite'…): the label its prompt
 * template puts before {description}, so the placeholder and the prompt never disagree.
 */
export function toolInputLabel(tool: WritingTool): string {
  const match = /^(.+):\s*\{description\}/m.exec(tool.prompt.user);
  return match?.[1]?.trim() ?? 'Brief';
}

/** The description textarea's placeholder: 'Text to rewrite…', 'Product and audience…'. */
export function descriptionPlaceholder(tool: WritingTool): string {
  return `${toolInputLabel(tool)}…`;
}
