import type { Shape } from './blocks.ts';
import { numbered, times } from './blocks.ts';
import type { Composer } from './composer.ts';
import type { CreativeForm } from './topic.ts';

// A line naming the subject, then a free line: verse about the subject without repeating it.
const stanza = (c: Composer, size: number) =>
  times(size, (i) => c.take(i % 2 === 0 ? 'line' : 'verse'))
    .filter(Boolean)
    .join('\n');

/** A titled poem of three four-line stanzas about the topic. */
export const poem: Shape = (c) => [c.say('{T}'), ...times(3, () => stanza(c, 4))];

/** Three short lines about the topic. */
export const haiku: Shape = (c) => [[c.take('line'), c.take('verse'), c.take('line')].join('\n')];

/** Verses, a chorus sung three times (the form asks for it) and a bridge. */
export const song: Shape = (c) => {
  const chorus = `[Chorus]\n${c.take('line')}\n${c.take('verse')}`;
  return [
    `[Verse 1]\n${stanza(c, 4)}`,
    chorus,
    `[Verse 2]\n${stanza(c, 4)}`,
    chorus,
    `[Bridge]\n${c.take('line')}`,
    chorus,
  ];
};

/** A titled short story told with the bank's narrative sentences. */
export const story: Shape = (c) => [c.say('{T}'), c.run('story', 3), c.run('story', 3), c.run('story', 2)];

/** Short slogans: the subject's verse lines. */
export const slogan: Shape = (c) => [numbered(c, 5, 'line')];

export const creative: Record<CreativeForm, Shape> = { poem, haiku, song, story, slogan };
