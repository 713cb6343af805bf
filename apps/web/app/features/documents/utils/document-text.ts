import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** Between two blocks (paragraphs, headings, list items) of the plain text. */
export const blockSeparator = '\n\n';

interface Segment {
  /** Where the run starts in the plain text… */
  offset: number;
  /** …and in the document. */
  position: number;
  length: number;
}

/** A document as plain text, with the way back from a text offset to a document position. */
export interface DocumentText {
  text: string;
  /** The document position of a character offset in `text` (one between blocks: the end of the block before). */
  positionAt: (offset: number) => number;
}

/** The plain text of `doc`: its blocks joined by a blank line, a line break as '\n'. */
export function documentText(doc: ProseMirrorNode): DocumentText {
  const segments: Segment[] = [];
  let text = '';
  let blocks = 0;
  doc.descendants((node, position) => {
    if (!node.isTextblock) return true;
    if (blocks > 0) text += blockSeparator;
    blocks += 1;
    node.forEach((child, childOffset) => {
      const childPosition = position + 1 + childOffset;
      const childText = child.isText ? (child.text ?? '') : child.type.name === 'hardBreak' ? '\n' : '';
      if (!childText) return;
      segments.push({ offset: text.length, position: childPosition, length: childText.length });
      text += childText;
    });
    return false;
  });

  const positionAt = (offset: number): number => {
    // The last run starting at or before the offset (binary search: documents run to thousands of runs).
    let low = 0;
    let high = segments.length - 1;
    let found: Segment | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const segment = segments[middle];
      if (!segment) break;
      if (segment.offset <= offset) {
        found = segment;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (!found) return segments[0]?.position ?? 1;
    return found.position + Math.min(offset - found.offset, found.length);
  };
  return { text, positionAt };
}

/**
 * Where `excerpt` is in `text` now: at [start, end) when it is still there, else its occurrence nearest
 * to `start` (the text was edited since it was read); undefined when it is gone.
 */
export function locateExcerpt(
  text: string,
  excerpt: { start: number; end: number; excerpt: string },
): { start: number; end: number } | undefined {
  const wanted = excerpt.excerpt;
  if (!wanted) return undefined;
  if (text.slice(excerpt.start, excerpt.end) === wanted) return { start: excerpt.start, end: excerpt.end };
  let best: number | undefined;
  // Bounded by the text's length: each turn moves past the previous match.
  for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
    if (best === undefined || Math.abs(at - excerpt.start) < Math.abs(best - excerpt.start)) best = at;
  }
  return best === undefined ? undefined : { start: best, end: best + wanted.length };
}
