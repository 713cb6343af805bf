import { customTemplateLimits, outputRules, type WritingTool } from '@penwise/contract';
import { toolInputLabel } from '~/lib/tool-hint';
import { emptyField, type TemplateFormValues } from './template-form-values';

// Tone, language and the output rules are added by the server to every template's prompt (from the
// page's selects), so a copy leaves them out rather than saying them twice.
const toneAndLanguageRule = /\s*Write in \{language\} with a \{tone\} tone\.\s*/g;
const toneAndLanguageLines = /^\s*(?:Tone|Language):\s*\{(?:tone|language)\}\s*$/gm;

/** A built-in tool's prompt as a template's: its instructions, then its input as {{description}}. */
export function promptFromTool(tool: WritingTool): string {
  const system = tool.prompt.system.replace(outputRules, '').replace(toneAndLanguageRule, ' ').trim();
  const user = tool.prompt.user
    .replace(toneAndLanguageLines, '')
    .replaceAll('{description}', '{{description}}')
    // A tool whose own words name the tone or language: the page's selects decide them.
    .replaceAll('{tone}', 'the chosen tone')
    .replaceAll('{language}', 'the chosen language')
    .trim();
  return `${system}\n\n${user}`.slice(0, customTemplateLimits.promptMax);
}

/** A new template copied from a built-in tool: "<tool> (copy)", its prompt, one field for its input. */
export function templateFromTool(tool: WritingTool): TemplateFormValues {
  return {
    title: `${tool.title} (copy)`.slice(0, customTemplateLimits.titleMax),
    description: tool.description.slice(0, customTemplateLimits.descriptionMax),
    category: tool.category,
    prompt: promptFromTool(tool),
    fields: [
      emptyField({
        label: toolInputLabel(tool).slice(0, customTemplateLimits.labelMax),
        name: 'description',
        kind: 'long_text',
        required: true,
      }),
    ],
  };
}
