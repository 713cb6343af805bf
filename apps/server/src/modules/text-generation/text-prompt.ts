import {
  customTemplateLimits,
  defaultLanguage,
  defaultTone,
  editTool,
  fillTemplatePrompt,
  includedToolSlug,
  renderToolPrompt,
  templateFieldProblem,
  textMessages,
  toolPrompt,
  type AiEditBody,
  type CustomTemplate,
  type GenTextInput,
  type TextGenerationBody,
  type ToolPrompt,
  type WritingTool,
} from '@penwise/contract';
import type { TextBrief } from '../../adapters/ai/text-engine.ts';
import { AppError } from '../../errors.ts';
import { editCommandPrompt, editWordCap } from './edit-commands.ts';

/** A brand voice as a prompt carries it: the history item records its id and name. */
export interface VoicePrompt {
  id: string;
  name: string;
  /** Rules the model follows, appended to the system prompt. */
  instructions: string;
}

/** Everything a text generation needs before anything is held: the prompt, its length and its history item. */
export interface PreparedText {
  /** What the logs name: a tool's slug, a template's id, `edit-<command>`. */
  tool: string;
  prompt: { system: string; user: string };
  /** Words the answer may reach: the engine's token cap (and so the hold) follows. */
  maxWords: number;
  /** The user's own words, unrendered, and the editor command or samples: the demo engine answers from them. */
  brief: TextBrief;
  saveData: GenTextInput['save_data'];
  /** An AI template: on a plan without AI templates it is paid from pack credits only. */
  aiTemplate: boolean;
}

const choiceOf = (body: { tone?: string | undefined; language?: string | undefined }) => ({
  tone: body.tone ?? defaultTone,
  language: body.language ?? defaultLanguage,
});

/** A catalogue tool's prompt from the user's description (400 when it is missing). */
export function builtInToolText(tool: WritingTool, body: TextGenerationBody): PreparedText {
  if (body.content === undefined)
    throw new AppError('validation_failed', 400, textMessages.descriptionRequired, 'content');
  const values = { description: body.content, ...choiceOf(body) };
  return {
    tool: tool.slug,
    prompt: renderToolPrompt(tool, values),
    maxWords: tool.prompt.maxWords,
    brief: values,
    saveData: { cat: tool.category, tool: tool.slug, ...values },
    aiTemplate: tool.slug !== includedToolSlug,
  };
}

// A template's own prompt is the task: a writer's role and the rules every tool shares around it.
const templatePrompt: ToolPrompt = {
  ...toolPrompt(
    'You are a versatile professional writer. Carry out the writing task the user gives, in the format that piece normally takes. ' +
      `If the task names a length, follow it; otherwise keep it under ${String(customTemplateLimits.maxWords / 2)} words. ` +
      'Do not add facts, figures or quotes the task does not support.',
    customTemplateLimits.maxWords,
  ),
  user: '{description}\n\nTone: {tone}\nLanguage: {language}',
};

/**
 * The values of a template's fields, checked against it: a required field filled, a choice one of its
 * options. Names the template does not have are ignored.
 */
export function templateValues(
  template: Pick<CustomTemplate, 'fields'>,
  given: Readonly<Record<string, string>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of template.fields) {
    const value = (Object.hasOwn(given, field.name) ? given[field.name] : undefined)?.trim() ?? '';
    const problem = templateFieldProblem(field, value);
    if (problem) throw new AppError('validation_failed', 400, problem, `fields.${field.name}`);
    values[field.name] = value;
  }
  return values;
}

/** A template of the user's own: its prompt filled with the fields' values, then tone and language. */
export function customTemplateText(template: CustomTemplate, body: TextGenerationBody): PreparedText {
  const values = templateValues(template, body.fields ?? {});
  const choice = choiceOf(body);
  const brief = { description: fillTemplatePrompt(template.prompt, values), ...choice };
  const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  // What the history shows for it: the fields as the user filled them, by their labels.
  const description = template.fields
    .filter((field) => filled[field.name] !== undefined)
    .map((field) => `${field.label}: ${filled[field.name] ?? ''}`)
    .join('\n');
  return {
    tool: template.id,
    prompt: renderToolPrompt({ prompt: templatePrompt }, brief),
    maxWords: customTemplateLimits.maxWords,
    brief,
    saveData: { cat: template.category, tool: template.id, description, ...choice, fields: filled },
    aiTemplate: true,
  };
}

// Edits belong to no tool: history files them with the free-form writing they are closest to.
const editorCategory = 'write-anything';

/** An editor command on a selection of `size` words (its word cap scales with it). */
export function editText(body: AiEditBody, size: number): PreparedText {
  const { command, text, tone, language } = body;
  const tool = editTool(command);
  return {
    tool,
    prompt: editCommandPrompt(command, text, { tone, language }),
    maxWords: editWordCap(command, size),
    brief: { description: text, ...choiceOf(body), task: { kind: 'edit', command } },
    saveData: {
      cat: editorCategory,
      tool,
      description: text,
      command,
      ...(tone && { tone }),
      ...(language && { language }),
    },
    aiTemplate: false,
  };
}

/** The text with the voice's rules after its system prompt, and the voice named in its history item. */
export function withVoice(text: PreparedText, voice: VoicePrompt | undefined): PreparedText {
  if (!voice) return text;
  return {
    ...text,
    prompt: { ...text.prompt, system: `${text.prompt.system}\n\n${voice.instructions.trim()}` },
    saveData: { ...text.saveData, brand_voice_id: voice.id, brand_voice_name: voice.name },
  };
}
