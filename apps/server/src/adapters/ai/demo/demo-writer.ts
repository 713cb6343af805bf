import { createHash } from 'node:crypto';
import { writingTools } from '@penwise/contract';
import { labelled, numbered, paragraphs, type Shape } from './writer/blocks.ts';
import { Composer } from './writer/composer.ts';
import { bankFor } from './writer/languages.ts';
import { coreShapes } from './writer/shapes-core.ts';
import { moreShapes } from './writer/shapes-more.ts';
import { topicFor, topicOf } from './writer/topic.ts';
import { readFormat } from './prompt-format.ts';

export { topicOf } from './writer/topic.ts';

const shapes: Record<string, Shape> = { ...coreShapes, ...moreShapes };

// A tool is known by its own instructions, which come before the shared rules' placeholders.
const toolPrefixes = writingTools.map((tool) => ({
  slug: tool.slug,
  prefix: tool.prompt.system.slice(0, tool.prompt.system.indexOf('{')),
}));

/** The catalogue tool whose rendered system prompt this is, if any. */
export function toolSlugOf(system: string): string | undefined {
  return toolPrefixes.find((tool) => system.startsWith(tool.prefix))?.slug;
}

/** A prompt from outside the catalogue: follow the format its wording asks for. */
function shapeFromPrompt(system: string, maxWords: number): Shape {
  const format = readFormat(system, maxWords);
  if (format.kind === 'labelled')
    return (c) => format.labels.map((label) => labelled(c, label, 'sentence', 'benefit'));
  if (format.kind === 'list') return (c) => [numbered(c, format.count, 'title')];
  return (c, tone) => [c.tone(tone), ...paragraphs(c, format.paragraphs)];
}

export interface DemoBrief {
  system: string;
  description: string;
  tone: string;
  language: string;
  maxWords: number;
  seed: string;
}

/**
 * Demo text in the tool's format, tone and language, written from the brief's topic with
 * sentence frames: deterministic for a given seed. Languages without a phrase bank get English
 * after a one-line note.
 */
export function writeDemo(brief: DemoBrief): string {
  const { bank, code, note } = bankFor(brief.language);
  const digest = createHash('sha256').update(brief.seed).digest();
  const topic = topicFor(topicOf(brief.description) || 'your idea', code, bank.dropArticle);
  const slug = toolSlugOf(brief.system);
  const shape = (slug ? shapes[slug] : undefined) ?? shapeFromPrompt(brief.system, brief.maxWords);
  const blocks = shape(new Composer(bank, topic, digest, brief.tone), brief.tone, brief.description);
  return [...(note ? [note] : []), ...blocks].join('\n\n');
}
