import { ActionIcon, Button, Tooltip, type ButtonProps } from '@mantine/core';
import { documentLimits } from '@penwise/contract';
import { IconFilePencil } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePopup } from '~/components/popup/popup-provider';
import { untitledDocument, useCreateDocument } from '~/lib/create-document';
import { documentPath } from '~/lib/paths';
import { plainTextToHtml } from '~/lib/plain-text-html';

type SaveAsDocumentButtonProps = {
  /** The document's title (a tool's name, say); cut to the longest title a document takes. */
  title: string;
  /** Plain text; its blank lines start new paragraphs. */
  text: string;
  label?: string;
  /** An icon with the label as its tooltip, where a row of buttons has no room (a history card). */
  iconOnly?: boolean;
  /** Names what is saved when the label alone would not (several cards on a page). */
  'aria-label'?: string;
} & Omit<ButtonProps, 'children' | 'leftSection' | 'loading'>;

/** 'Save as document': keeps `text` as a new document and opens it in the editor. */
export function SaveAsDocumentButton({
  title,
  text,
  label = 'Save as document',
  iconOnly = false,
  disabled,
  'aria-label': ariaLabel,
  ...button
}: SaveAsDocumentButtonProps) {
  const create = useCreateDocument();
  const navigate = useNavigate();
  const popup = usePopup();
  const off = disabled === true || text.trim().length === 0;

  const save = () => {
    const name = title.trim().slice(0, documentLimits.titleMax).trim() || untitledDocument;
    create.mutate(
      { title: name, content: plainTextToHtml(text) },
      {
        onSuccess: (id) => void navigate(documentPath(id)),
        onError: (error) => popup.showError(error.failure),
      },
    );
  };

  if (iconOnly) {
    return (
      <Tooltip label={label} withArrow openDelay={300} events={{ hover: true, focus: true, touch: false }}>
        <ActionIcon
          variant="subtle"
          size="lg"
          className={button.className}
          aria-label={ariaLabel ?? label}
          loading={create.isPending}
          disabled={off}
          onClick={save}
        >
          <IconFilePencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      {...button}
      aria-label={ariaLabel}
      leftSection={<IconFilePencil size={16} aria-hidden />}
      loading={create.isPending}
      disabled={off}
      onClick={save}
    >
      {label}
    </Button>
  );
}
