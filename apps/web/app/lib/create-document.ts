import { apiPaths, DocumentCreatedAnswer, type CreateDocumentBody } from '@penwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { orThrow } from './api-query';
import { queryKeys } from './query-keys';

/** The title of a document started empty, or saved from a text without a name. */
export const untitledDocument = 'Untitled document';

/** POST /api/documents: a new document of the user's (content is editor HTML); answers its id. */
export function createDocument(body: CreateDocumentBody) {
  return apiPost(apiPaths.documents.list, body, DocumentCreatedAnswer);
}

/** Creating as a mutation: the documents list asks again afterwards. */
export function useCreateDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDocumentBody) => (await orThrow(createDocument(body))).success.id,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.documents.lists }),
  });
}

/** A title for a text saved without one: its first line (often its heading), cut at a word. */
export function titleFromText(text: string, max = 80): string {
  const line =
    text
      .split('\n')
      .map((candidate) => candidate.replace(/^[\s#>*-]+/, '').trim())
      .find((candidate) => candidate.length > 0) ?? '';
  if (!line) return untitledDocument;
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
