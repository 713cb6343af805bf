import { Parser } from 'htmlparser2';
import { countWords } from '@penwise/contract';

const linkSchemes = new Set(['http:', 'https:', 'mailto:']);

/** The link's URL when it is http(s) or mailto; undefined for relative, javascript: and anything else. */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim());
    return linkSchemes.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// Tags that end a line of text: their neighbours' words never run together.
const blockTags = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre', 'hr', 'ul', 'ol']);

/** The text of (sanitised) HTML, blocks separated by line breaks. */
export function htmlText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser({
    ontext: (text) => parts.push(text),
    onopentag: (name) => {
      if (blockTags.has(name)) parts.push('\n');
    },
    onclosetag: (name) => {
      if (blockTags.has(name)) parts.push('\n');
    },
  });
  parser.write(html);
  parser.end();
  return parts.join('');
}

/** Words of (sanitised) HTML, counted as the editor counts them. */
export function documentWords(html: string): number {
  return countWords(htmlText(html));
}
