import type { EditCommand } from '@penwise/contract';
import type { Editor } from '@tiptap/react';
import { escapeHtml, paragraphsOf, plainTextToHtml } from '~/lib/plain-text-html';

export interface EditRange {
  from: number;
  to: number;
  /** The command ran on the whole document (nothing was selected). */
  whole: boolean;
}

/**
 * Puts an AI command's answer into the document: in place of the range it ran on, or after it for
 * 'continue' (whose answer is only the new text). One paragraph inside a selection stays inline, so a
 * sentence rewritten mid-paragraph does not split it; more become paragraphs of their own.
 */
export function applyResult(editor: Editor, range: EditRange, command: EditCommand, result: string): void {
  const paragraphs = paragraphsOf(result);
  if (paragraphs.length === 0) return;
  const { doc } = editor.state;
  const size = doc.content.size;
  const from = Math.min(range.from, size);
  const to = Math.min(range.to, size);
  const chain = editor.chain().focus();

  if (command === 'continue') {
    const end = doc.resolve(range.whole ? size : to);
    // After the top-level block the text ends in: new paragraphs, not a split one.
    const at = end.depth >= 1 ? end.after(1) : size;
    chain.insertContentAt(at, plainTextToHtml(result)).run();
    return;
  }
  if (range.whole) {
    chain.insertContentAt({ from: 0, to: size }, plainTextToHtml(result)).run();
    return;
  }
  const [only] = paragraphs;
  if (paragraphs.length === 1 && only !== undefined) {
    if (only.includes('\n'))
      chain.insertContentAt({ from, to }, escapeHtml(only).replace(/\n/g, '<br>')).run();
    // Keeps the marks the whole selection had (a bold sentence stays bold), as typing over it would.
    else
      chain
        .command(({ tr }) => {
          tr.insertText(only, from, to);
          return true;
        })
        .run();
    return;
  }
  chain.insertContentAt({ from, to }, plainTextToHtml(result)).run();
}
