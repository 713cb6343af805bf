import {
  EditCommand,
  editCommandLabels,
  learnVoiceTool,
  findTool,
  type HistoryItem,
  type WritingTool,
} from '@penwise/contract';
import type { FillData } from '~/lib/tool-selection';
import { paths } from '~/lib/paths';
import { cutText, historyTypeLabels } from './history-format';

// Media items have no tool of their own in the catalogue; their card is titled by the screen.
const screenTitles = {
  TTImage: 'AI Image Generator',
  TTS: 'AI Voiceover',
  Speech2Text: 'AI Speech to Text',
} as const;

/** What reopening an item needs: the tool page to open and the fill data it starts from. */
export interface ReopenTarget {
  path: string;
  fill: FillData;
  /** GenText: the tool to select before the text page opens. */
  tool?: WritingTool;
  /** GenText of a template of the user's own: its id and category, selected instead of a tool. */
  template?: { id: string; category: string };
}

export interface HistoryCardView {
  typeLabel: string;
  title: string;
  /** The item's text, cut to 60 characters. */
  excerpt: string;
  /** Undefined when the item cannot be reopened (its tool left the catalogue). */
  reopen: ReopenTarget | undefined;
}

function textOf(item: HistoryItem): string {
  if (item.type === 'Speech2Text') return item.transcription ?? '';
  return typeof item.input === 'string' ? item.input : item.input.save_data.description;
}

function reopenTarget(item: HistoryItem, text: string): ReopenTarget | undefined {
  switch (item.type) {
    case 'GenText': {
      if (typeof item.input === 'string') return undefined;
      const { tool: slug, cat, tone, language, fields, brand_voice_id: voiceId } = item.input.save_data;
      const fill = { input: text, output: item.result ?? '', tone, language, fields, voiceId };
      // A template of the user's own records its id as the tool, and its fields' values.
      if (fields) return { path: paths.templatesC, template: { id: slug, category: cat }, fill };
      const tool = findTool(slug);
      return tool && { path: paths.templatesC, tool, fill };
    }
    case 'TTS':
      return {
        path: paths.textToSpeech,
        fill: { input: text, output: item.mp3_url ?? '', voice: item.voice },
      };
    case 'Speech2Text':
      return { path: paths.transcribe, fill: { input: item.mp3_url ?? '', output: text } };
    case 'TTImage':
      return { path: paths.imageGen, fill: { input: text, output: item.result ?? '', size: item.size } };
  }
}

// The studio's own text generations: an editor command, or a brand voice learnt from samples.
function studioTitle(item: HistoryItem): string | undefined {
  if (typeof item.input === 'string') return undefined;
  const { command, tool } = item.input.save_data;
  const edit = EditCommand.safeParse(command);
  if (edit.success) return `AI edit: ${editCommandLabels[edit.data]}`;
  return tool === learnVoiceTool ? 'Brand voice from samples' : undefined;
}

/** How a history item shows on its card and where a click takes it. */
export function viewHistoryItem(item: HistoryItem): HistoryCardView {
  const text = textOf(item);
  const reopen = reopenTarget(item, text);
  const title =
    item.type === 'GenText'
      ? (reopen?.tool?.title ??
        (reopen?.template ? 'Your template' : (studioTitle(item) ?? 'Text generation')))
      : screenTitles[item.type];
  return { typeLabel: historyTypeLabels[item.type], title, excerpt: cutText(text), reopen };
}

/**
 * A template's item titled by the template once the user's templates are known; one since deleted
 * cannot be reopened.
 */
export function withTemplateTitle(
  view: HistoryCardView,
  templates: readonly { id: string; title: string }[] | undefined,
): HistoryCardView {
  const id = view.reopen?.template?.id;
  if (!id || !templates) return view;
  const found = templates.find((template) => template.id === id);
  return found ? { ...view, title: found.title } : { ...view, reopen: undefined };
}
