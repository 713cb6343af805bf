import { Container } from '@mantine/core';
import { useDocument } from '../api/fetch-document';
import { DocumentFailed, DocumentLoading, DocumentNotFound } from './document-states';
import { DocumentWorkspace } from './document-workspace';
import type { VoiceTools } from './voice-tools';

interface DocumentScreenProps {
  id: string;
  /** The brand-voice picker and check, when the route offers them. */
  voiceTools?: VoiceTools | undefined;
}

/** /documents/:id: the document in the editor, or why it cannot be shown. */
export function DocumentScreen({ id, voiceTools }: DocumentScreenProps) {
  const document = useDocument(id);

  let body;
  if (document.isPending) body = <DocumentLoading />;
  else if (document.data)
    body = <DocumentWorkspace key={id} document={document.data} voiceTools={voiceTools} />;
  // An id that is not a document id at all is a 400: there is no such document either.
  else if (document.error.failure.status === 404 || document.error.failure.status === 400)
    body = <DocumentNotFound />;
  else body = <DocumentFailed onRetry={() => void document.refetch()} />;

  return (
    <Container size="lg" px={0}>
      {body}
    </Container>
  );
}
