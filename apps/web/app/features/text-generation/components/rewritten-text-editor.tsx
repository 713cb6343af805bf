import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { countWords } from '@penwise/contract';
import { IconFileTypeDocx, IconFileTypeTxt } from '@tabler/icons-react';
import { useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { formatCount } from '~/lib/format-number';
import { downloadOutput, type OutputFormat } from '../utils/output-files';
import classes from './text-generation.module.css';
import { CopyTextButton } from '~/components/copy-text-button';
import { SaveAsDocumentButton } from '~/components/documents/save-as-document-button';
import { titleFromText } from '~/lib/create-document';

interface RewrittenTextEditorProps {
  /** The generated text it starts from; remount (key) to start from a new one. */
  initialText: string;
  toolSlug: string;
}

/** Rewritten Text: the output, editable, with live counts, copy and downloads. */
export function RewrittenTextEditor({ initialText, toolSlug }: RewrittenTextEditorProps) {
  const [text, setText] = useState(initialText);
  const popup = usePopup();

  const download = (format: OutputFormat) => {
    downloadOutput(text, toolSlug, format).catch(() =>
      popup.showError('The file could not be created. Please try again.'),
    );
  };

  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="rewritten-title"
      className={classes.editor}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="rewritten-title">
            Rewritten Text
          </Title>
          <Text size="sm" c="dimmed">
            Polish the text here, then copy or download it.
          </Text>
        </div>
        <Textarea
          aria-labelledby="rewritten-title"
          autosize
          minRows={8}
          maxRows={20}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {formatCount(countWords(text))} words · {formatCount(text.length)} characters
          </Text>
          <Group gap="xs">
            <SaveAsDocumentButton title={titleFromText(text)} text={text} label="Open in editor" size="sm" />
            <CopyTextButton variant="light" size="sm" value={text} />
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFileTypeTxt size={16} />}
              onClick={() => download('txt')}
              aria-label="Download as .txt"
            >
              .txt
            </Button>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFileTypeDocx size={16} />}
              onClick={() => download('docx')}
              aria-label="Download as .docx"
            >
              .docx
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
