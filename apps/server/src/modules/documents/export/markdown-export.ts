import TurndownService from 'turndown';

/** What the list rule reads of a DOM node (the server has no DOM types). */
interface ListItemNode {
  parentNode: {
    nodeName: string;
    getAttribute(name: string): string | null;
    children: ArrayLike<unknown>;
  } | null;
  nextSibling: unknown;
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
  emDelimiter: '_',
  strongDelimiter: '**',
  hr: '---',
});

// Turndown writes '-   item'; one space after the marker is what people type, and nested lines are indented to
// the marker's width so CommonMark still nests them.
turndown.addRule('listItem', {
  filter: 'li',
  replacement: (content, node) => {
    const item = node as unknown as ListItemNode;
    const parent = item.parentNode;
    let prefix = '- ';
    if (parent?.nodeName === 'OL') {
      const start = Number(parent.getAttribute('start') ?? '1') || 1;
      prefix = `${String(start + Array.prototype.indexOf.call(parent.children, node))}. `;
    }
    const body = content
      .replace(/^\n+/, '')
      .replace(/\n+$/, '\n')
      // A nested list follows its item's text directly: a blank line would make the whole list loose.
      .replace(/\n\n+(?=(?:-|\d+\.) )/g, '\n')
      .replace(/\n(?!$)/g, `\n${' '.repeat(prefix.length)}`);
    return `${prefix}${body}${item.nextSibling && !body.endsWith('\n') ? '\n' : ''}`;
  },
});

turndown.addRule('strikethrough', {
  filter: ['s', 'del'],
  replacement: (content) => `~~${content}~~`,
});

/** Markdown of sanitised document HTML: ATX headings, '-' bullets, numbered lists, emphasis and links. */
export function markdownExport(html: string): string {
  return `${turndown.turndown(html).trim()}\n`;
}
