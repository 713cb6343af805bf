import { apiPaths, type TextGenerationBody } from '@penwise/contract';
import { streamGeneration, type StreamHandlers, type StreamOutcome } from '~/lib/text-stream';

// The stream client is shared with the document editor's AI commands, so it lives in lib/.
export { followGeneration, type StreamHandlers, type StreamOutcome } from '~/lib/text-stream';

/** POST /api/ai/text/stream, then its events (see streamGeneration). */
export function streamText(body: TextGenerationBody, handlers: StreamHandlers): Promise<StreamOutcome> {
  return streamGeneration(apiPaths.ai.textStream, body, handlers);
}
