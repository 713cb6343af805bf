// The editor's styles load with this page only (this module is reached from the document route alone).
import '@mantine/tiptap/styles.css';
import { Button } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { IconSparkles } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { AiCommandsMenu } from './ai-commands-menu';
import classes from './document-editor.module.css';

type MenuProps = Omit<ComponentProps<typeof AiCommandsMenu>, 'target' | 'withinPortal'>;

interface DocumentEditorProps {
  editor: Editor;
  /** The AI commands, offered in the toolbar and beside a selection. */
  ai: MenuProps;
}

/** Mantine's rich-text editor with the toolbar a document needs, and AI commands beside a selection. */
export function DocumentEditor({ editor, ai }: DocumentEditorProps) {
  return (
    <RichTextEditor editor={editor} labels={{ orderedListControlLabel: 'Numbered list' }}>
      <RichTextEditor.Toolbar sticky stickyOffset="var(--document-sticky-top)">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
        <AiCommandsMenu
          {...ai}
          target={
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconSparkles size={16} aria-hidden />}
              className={classes.aiButton}
            >
              AI commands
            </Button>
          }
        />
      </RichTextEditor.Toolbar>
      <BubbleMenu editor={editor} options={{ placement: 'top' }} className={classes.bubble}>
        <AiCommandsMenu
          {...ai}
          withinPortal={false}
          target={
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconSparkles size={14} aria-hidden />}
              aria-label="AI commands on the selection"
            >
              AI
            </Button>
          }
        />
      </BubbleMenu>
      <RichTextEditor.Content className={classes.content} />
    </RichTextEditor>
  );
}
