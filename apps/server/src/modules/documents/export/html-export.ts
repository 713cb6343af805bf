import { escapeHtml } from '../../../lib/escape-html.ts';
import { sanitizeDocumentHtml } from '../document-sanitizer.ts';

const css = `body{margin:0;background:#fff;color:#1f1f1f;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:42rem;margin:0 auto;padding:3rem 1.25rem}
h1,h2,h3,h4{line-height:1.25;margin:1.6em 0 .5em}
a{color:#1a4fd6}
blockquote{margin:1em 0;padding-left:1em;border-left:3px solid #ccc;color:#555}
pre{background:#f4f4f4;padding:.75em 1em;overflow-x:auto}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}
hr{border:0;border-top:1px solid #ccc;margin:2em 0}`;

/** A standalone HTML5 file: the title, UTF-8, a little CSS and the document's HTML, sanitised again. */
export function htmlExport(title: string, html: string): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${css}
</style>
</head>
<body>
<main>
${sanitizeDocumentHtml(html)}
</main>
</body>
</html>
`;
}
