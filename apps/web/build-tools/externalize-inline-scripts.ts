import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// React Router and React write their hydration data and helpers as inline <script>s. The server's
// Content-Security-Policy allows scripts from 'self' only, so each one moves to a file of its own
// and keeps its place (and so its execution order) in the page.
const scriptTag = /<script(?<attrs>(?:\s+[\w-]+(?:="[^"]*")?)*)\s*>(?<body>[\s\S]*?)<\/script>/g;
const executableType = /\stype="(?:module|text\/javascript)"|^(?![\s\S]*\stype=)/;

export interface ExternalizedPage {
  html: string;
  /** File name (inside the assets folder) → script text. */
  scripts: Map<string, string>;
}

/** Rewrites one HTML page; identical scripts on different pages share one content-named file. */
export function externalizePage(html: string, assetsUrl: string): ExternalizedPage {
  const scripts = new Map<string, string>();
  const rewritten = html.replace(scriptTag, (tag, attrs: string, body: string) => {
    if (/\ssrc=/.test(attrs) || body.trim() === '' || !executableType.test(attrs)) return tag;
    const name = `inline-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
    scripts.set(name, body);
    // React 19 takes <script async src> for a hoisted resource and skips it while hydrating, which
    // breaks hydration; a module script runs deferred, after the classic ones, without `async` too.
    const kept = /\stype="module"/.test(attrs) ? attrs.replace(/\sasync(?:="[^"]*")?/, '') : attrs;
    return `<script${kept} src="${assetsUrl}${name}"></script>`;
  });
  return { html: rewritten, scripts };
}

/** Applies `externalizePage` to every HTML file of the client build. */
export async function externalizeInlineScripts(clientDir: string, basename = '/'): Promise<void> {
  const assetsUrl = `${basename.replace(/\/?$/, '/')}assets/`;
  const entries = await readdir(clientDir, { recursive: true });
  for (const file of entries.filter((entry) => entry.endsWith('.html'))) {
    const path = join(clientDir, file);
    const page = externalizePage(await readFile(path, 'utf8'), assetsUrl);
    for (const [name, body] of page.scripts) await writeFile(join(clientDir, 'assets', name), body);
    await writeFile(path, page.html);
  }
}
