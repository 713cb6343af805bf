import { renderToolPrompt, writingTools } from '@penwise/contract';
import { writeDemo } from '../demo-writer.ts';

/** What the demo writer answers a catalogue tool, built the way the text engine builds its call. */
export function writeTool(slug: string, description: string, language: string, tone: string): string {
  const tool = writingTools.find((t) => t.slug === slug);
  if (!tool) throw new Error(slug);
  const prompt = renderToolPrompt(tool, { description, tone, language });
  return writeDemo({
    ...prompt,
    description,
    tone,
    language,
    maxWords: tool.prompt.maxWords,
    seed: prompt.system + prompt.user,
  });
}
