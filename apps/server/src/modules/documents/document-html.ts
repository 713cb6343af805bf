import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { countWords, documentAllowedTags } from '@penwise/contract';

const linkSchemes = new Set(['http:', 'https:', 'mailto:']);
const linkRel = 'noopener noreferrer nofollow';

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

const options: sanitizeHtml.IOptions = {
  allowedTags: [...documentAllowedTags],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, not words of the document.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'noembed',
    'xmp',
    'title',
    'template',
  ],
  // The exporters walk the tree; a hostile nesting depth would only cost them stack.
  nestingLimit: 32,
  // A link without a usable address keeps its text, not its tag. (Renaming the tag in transformTags instead
  // leaks the new name onto the next sibling's closing tag in sanitize-html 2.17.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  transformTags: {
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: linkRel } : {} };
    },
    ol: (_tag, attribs): sanitizeHtml.Tag => {
      const start = /^\d{1,6}$/.test(attribs.start ?? '') ? Number(attribs.start) : 1;
      return { tagName: 'ol', attribs: start === 1 ? {} : { start: String(start) } };
    },
  },
};

/** The document HTML a browser may show: only the editor's tags, links to http(s)/mailto with a safe rel. */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, options);
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
