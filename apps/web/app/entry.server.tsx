import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { prerenderOptions } from './lib/prerender-options';

export const streamTimeout = 5_000;

/**
 * React Router's default server entry, used here only to prerender the public pages at build time:
 * it always waits for the whole page, and renders with prerenderOptions (every Suspense boundary
 * written in place).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        ...prerenderOptions,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reach the caller through onShellError; later ones would go unseen.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Gives up on a page that never finishes, after letting rejected boundaries flush.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
