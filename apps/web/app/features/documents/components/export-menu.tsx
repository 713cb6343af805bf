import { Button, Menu } from '@mantine/core';
import type { ExportFormat } from '@penwise/contract';
import {
  IconChevronDown,
  IconDownload,
  IconFileTypeDocx,
  IconFileTypeHtml,
  IconFileTypePdf,
  IconMarkdown,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { exportDocument } from '../api/export-document';

const formats: { format: ExportFormat; label: string; icon: Icon }[] = [
  { format: 'docx', label: 'Word (.docx)', icon: IconFileTypeDocx },
  { format: 'pdf', label: 'PDF', icon: IconFileTypePdf },
  { format: 'md', label: 'Markdown', icon: IconMarkdown },
  { format: 'html', label: 'HTML', icon: IconFileTypeHtml },
];

export const unsavedExportMessage =
  'Your latest changes have not reached the server yet, so the file would miss them. Try again once the page says Saved.';

interface ExportMenuProps {
  documentId: string;
  title: string;
  /** Sends what is not saved yet; resolves false when it could not be. */
  flush: () => Promise<boolean>;
}

/** Export: the document as a file built on the server, after the last change has been saved. */
export function ExportMenu({ documentId, title, flush }: ExportMenuProps) {
  const popup = usePopup();
  const [exporting, setExporting] = useState<ExportFormat>();

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      if (!(await flush())) {
        popup.showError(unsavedExportMessage);
        return;
      }
      const failure = await exportDocument(documentId, format, `${title}.${format}`);
      if (failure) popup.showError(failure);
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={exporting !== undefined}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map(({ format, label, icon: FormatIcon }) => (
          <Menu.Item
            key={format}
            leftSection={<FormatIcon size={16} aria-hidden />}
            onClick={() => void download(format)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
