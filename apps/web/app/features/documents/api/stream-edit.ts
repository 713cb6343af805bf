import { apiPaths, type AiEditBody } from '@penwise/contract';
import { streamGeneration, type StreamHandlers, type StreamOutcome } from '~/lib/text-stream';

/** POST /api/ai/edit: an editor command on a text, streamed and resumed like any text generation. */
export function streamEdit(body: AiEditBody, handlers: StreamHandlers): Promise<StreamOutcome> {
  return streamGeneration(apiPaths.ai.edit, body, handlers);
}
