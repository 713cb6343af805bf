import { Link } from '@mantine/tiptap';
import { countWords } from '@penwise/contract';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { blockSeparator } from '../utils/document-text';

export interface TextCounts {
  words: number;
  characters: number;
}

function countsOf(editor: Editor): TextCounts {
  return {
    words: countWords(editor.getText({ blockSeparator })),
    characters: editor.state.doc.textContent.length,
  };
}

/**
 * The rich-text editor of a document: headings, lists, bold/italic/underline/strike, links, quotes and
 * undo (what the server keeps and exports), with live counts. `onChange` gets the HTML after each change.
 */
export function useDocumentEditor(content: string, onChange: (html: string) => void) {
  const [counts, setCounts] = useState<TextCounts>({ words: 0, characters: 0 });

  const editor = useEditor({
    extensions: [
      // Mantine's Link opens its link editor on Mod+K; h5/h6 have no place in an export.
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4] } }),
      Link,
    ],
    content,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Document text', 'aria-multiline': 'true', role: 'textbox' } },
    onCreate: ({ editor: created }) => setCounts(countsOf(created)),
    onUpdate: ({ editor: updated, transaction }) => {
      setCounts(countsOf(updated));
      // Only a change someone made is saved. Plugins' own fixes (the empty paragraph StarterKit keeps after a
      // final list) come in appended transactions as the document opens: saving them would mark it edited.
      if (transaction.docChanged) onChange(updated.getHTML());
    },
  });

  return { editor, counts };
}
