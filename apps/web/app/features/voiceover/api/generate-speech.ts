import { apiPaths, SpeechAnswer, type SpeechBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/ai/tts: the text spoken in one voice; answers the MP3's media URL, its length and history id. */
export function generateSpeech(body: SpeechBody) {
  return apiPost(apiPaths.ai.tts, body, SpeechAnswer);
}
