import { MantineProvider } from '@mantine/core';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prerenderOptions } from '~/lib/prerender-options';
import { theme } from '~/theme';
import { HomePage } from './home-page';

/** The HTML a build writes for the page: everything ready, as React Router's prerender waits for. */
function prerender(page: ReactNode, options: RenderToPipeableStreamOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      ...options,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

const page = (
  <MantineProvider theme={theme}>
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>
  </MantineProvider>
);

describe('the prerendered home page', () => {
  it('has every section in place in its HTML, none left hidden for a script to reveal', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const html = await prerender(page, prerenderOptions);
    expect(html).toContain('id="faq"');
    expect(html.indexOf('id="hero-title"')).toBeLessThan(html.indexOf('id="faq"'));
    expect(html).not.toMatch(/<div hidden id="S:/);
    // React's default moves the sections (over 12.8 KB) out of the page, hidden: why the option exists.
    expect(await prerender(page, {})).toMatch(/<div hidden id="S:/);
  });
});
