import type { Shape } from './blocks.ts';
import type { Composer } from './composer.ts';

// Google's responsive search ads cut anything longer.
export const headlineLimit = 30;
export const descriptionLimit = 90;

/** The first `count` texts within `limit` characters that the answer has not used yet. */
function fitting(c: Composer, texts: string[], limit: number, count: number): string[] {
  const kept: string[] = [];
  for (const text of texts) {
    if (kept.length === count) break;
    if (text.length <= limit && !text.includes('!') && c.claim(text)) kept.push(text);
  }
  return kept;
}

/**
 * A responsive search ad: headlines built on the topic's head noun ("Water bottle – Try it now")
 * and descriptions that name the topic, each within Google's character limits.
 */
export const googleAds: Shape = (c) => {
  const head = c.headline(headlineLimit);
  const short = c.headline(16);
  const buttons = c.frames('button');
  const headlines = fitting(
    c,
    [head, ...buttons.map((b) => `${short} – ${b}`), ...buttons],
    headlineLimit,
    10,
  );
  const sentences = c.frames('sentence');
  const descriptions = [
    ...fitting(
      c,
      [
        ...sentences.map((s) => c.fillWith(s, c.topic)),
        ...sentences.map((s) => c.fillWith(s, c.shortTopic)),
        ...c.frames('benefit'),
      ],
      descriptionLimit,
      3,
    ),
    ...fitting(c, c.frames('cta'), descriptionLimit, 1),
  ];
  const list = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
  return [
    `${c.label('Headlines')}:\n${list(headlines)}`,
    `${c.label('Descriptions')}:\n${list(descriptions)}`,
  ];
};
