import sanitizeHtml from 'sanitize-html';
import { documentAllowedTags } from '@penwise/contract';
import { safeHref } from './document-html.ts';

// sanitize-html and postcss (~6.5 MB once loaded) come with the first document saved or exported as HTML.

const linkRel = 'noopener noreferrer nofollow';

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
