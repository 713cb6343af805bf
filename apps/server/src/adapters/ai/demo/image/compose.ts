import { createHash } from 'node:crypto';
import { drawBackdrop } from './backdrops.ts';
import { readScene } from './scene.ts';
import { skyDetails, skyGradient, stars } from './sky.ts';
import { subjectInfo } from './subjects.ts';

const SKY_OBJECTS = new Set(['sun', 'moon', 'star']);

/** The picture for a prompt, without its caption, in a 100 × 100 view box. */
export function drawScene(prompt: string): string {
  const scene = readScene(prompt);
  const seed = createHash('sha256').update(prompt).digest();
  const night = scene.time === 'night';
  const ownsSky = scene.subjects.some((s) => SKY_OBJECTS.has(s.key));
  let details = '';
  if (scene.backdrop === 'space') details = stars(seed);
  else if (scene.backdrop !== 'indoor' && !ownsSky) details = skyDetails(scene.time, seed);
  const [main, second] = scene.subjects;
  // A named place with no subject fills the picture by itself; a second subject stands small to one side.
  const parts = [
    skyGradient(scene.sky),
    details,
    drawBackdrop(scene.backdrop, scene.backdropColour, night, seed),
    main ? subjectInfo(main.key).draw(main.colour) : '',
    second
      ? `<g transform="translate(${(seed[9] ?? 0) % 2 ? '18' : '82'} 74) scale(0.45) translate(-50 -74)">${subjectInfo(second.key).draw(second.colour)}</g>`
      : '',
  ];
  return parts.join('\n');
}
