import type { RenderToPipeableStreamOptions } from 'react-dom/server';

/**
 * How the build prerenders the public pages (entry.server.tsx). React streams a finished Suspense
 * boundary over 12.8 KB out of its place, hidden, and shows it with an inline script: no text
 * without JavaScript, and the reveal waits on that script. The home page keeps everything under the
 * hero in such a boundary (to hydrate it in a second pass): an unbounded size keeps it in place.
 */
export const prerenderOptions = {
  progressiveChunkSize: Number.POSITIVE_INFINITY,
} satisfies RenderToPipeableStreamOptions;
