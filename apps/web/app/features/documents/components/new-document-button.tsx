import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePopup } from '~/components/popup/popup-provider';
import { untitledDocument, useCreateDocument } from '~/lib/create-document';
import { documentPath } from '~/lib/paths';

/** Starts an empty document titled "Untitled document" and opens it in the editor. */
export function NewDocumentButton() {
  const create = useCreateDocument();
  const navigate = useNavigate();
  const popup = usePopup();
  const start = () =>
    create.mutate(
      { title: untitledDocument, content: '' },
      {
        onSuccess: (id) => void navigate(documentPath(id)),
        onError: (error) => popup.showError(error.failure),
      },
    );
  return (
    <Button leftSection={<IconPlus size={18} aria-hidden />} loading={create.isPending} onClick={start}>
      New document
    </Button>
  );
}
