import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { z } from 'zod';
import { lazily } from '../lib/lazily.ts';

export interface Page {
  html: string;
  /** The page compressed for browsers that accept it: once, on its first request, off the event loop. */
  br: () => Promise<Buffer>;
  gzip: () => Promise<Buffer>;
  csp: string;
  /** The page asks search engines not to index it (payment results, reset links, 404). */
  noindex: boolean;
}

/** The built web app as the server serves it, read once at start. */
export interface WebBuild {
  /** URL paths of every file in the build. */
  files: Set<string>;
  /** Prerendered pages by route ('/', '/login'…) plus '/__spa-fallback.html'. */
  pages: Map<string, Page>;
  /** Routes the app answers (routes.json); undefined for a build without the list. */
  appRoutes: Set<string> | undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The page's CSP: only our own origin, plus the exact inline scripts React Router wrote into it. */
export function pageCsp(html: string): string {
  const hashes = [...html.matchAll(inlineScript)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    // Mantine sets inline style attributes and injects CSS variables at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob: data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The web app is built before its public address is known: absolute links get this server's.
const absoluteLinkTag =
  /(<link rel="canonical" href="|<meta property="og:(?:url|image)" content=")https?:\/\/[^/"]+/g;

/** Points canonical and Open Graph links at `publicUrl` (PUBLIC_URL). */
export function withPublicOrigin(html: string, publicUrl: string): string {
  return html.replace(absoluteLinkTag, (_match, tag: string) => `${tag}${publicUrl}`);
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return nested.flat();
}

/** `login/index.html` → `/login`; `index.html` → `/`. */
function routeOf(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '');
  return route || '/';
}

/** Reads the build in `webDir`, or undefined when there is none. */
export async function readWebBuild(webDir: string, publicUrl: string): Promise<WebBuild | undefined> {
  if (!existsSync(path.join(webDir, 'index.html'))) return undefined;
  const files = new Set<string>();
  const pages = new Map<string, Page>();
  for (const file of await listFiles(webDir)) {
    files.add(`/${file.split(path.sep).join('/')}`);
    if (!file.endsWith('.html')) continue;
    const html = withPublicOrigin(await readFile(path.join(webDir, file), 'utf8'), publicUrl);
    const route = file.endsWith('index.html') ? routeOf(file) : `/${file}`;
    pages.set(route, {
      html,
      br: lazily(() => brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
      gzip: lazily(() => gzipped(html, { level: 9 })),
      csp: pageCsp(html),
      noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    });
  }
  const routesFile = path.join(webDir, 'routes.json');
  const appRoutes = existsSync(routesFile)
    ? new Set(z.array(z.string()).parse(JSON.parse(await readFile(routesFile, 'utf8'))))
    : undefined;
  return { files, pages, appRoutes };
}
