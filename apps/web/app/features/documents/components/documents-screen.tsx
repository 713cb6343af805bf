import { Container, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { documentLimits } from '@penwise/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '~/components/page-header';
import { useDocuments } from '../api/fetch-documents';
import { DeleteDocumentModal } from './delete-document-modal';
import { DocumentRow } from './document-row';
import { DocumentsFailed, DocumentsLoading, NoDocuments, NoDocumentsMatch } from './documents-states';
import classes from './documents.module.css';
import { NewDocumentButton } from './new-document-button';
import { useDocumentDelete } from './use-document-delete';

// Long enough that a word typed at speed is one request.
const searchDelayMs = 300;

/** /documents: the user's documents, newest edit first, searched by title; each opens in the editor. */
export function DocumentsScreen() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), searchDelayMs);
  const documents = useDocuments(query);
  const remove = useDocumentDelete();
  const list = documents.data;

  let body;
  if (documents.isPending) body = <DocumentsLoading />;
  else if (!list) body = <DocumentsFailed onRetry={() => void documents.refetch()} />;
  else if (list.length === 0 && query) body = <NoDocumentsMatch search={query} />;
  else if (list.length === 0) body = <NoDocuments action={<NewDocumentButton />} />;
  else {
    body = (
      <ul className={classes.list} aria-label="Documents">
        {list.map((document) => (
          <DocumentRow key={document.id} document={document} onDelete={remove.ask} />
        ))}
      </ul>
    );
  }
  const searching = documents.isFetching && documents.isPlaceholderData;

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageHeader
          title="Documents"
          description="Your writing, newest edit first. Open one to edit it, polish it with AI and export it."
          action={<NewDocumentButton />}
        />
        <TextInput
          type="search"
          aria-label="Search documents by title"
          placeholder="Search by title"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : undefined}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={documentLimits.searchMax}
        />
        {body}
      </Stack>
      <DeleteDocumentModal remove={remove} />
    </Container>
  );
}
