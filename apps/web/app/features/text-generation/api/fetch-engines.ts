import { apiPaths, EnginesAnswer } from '@penwise/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ai/engines: which engine writes the text, so demo output can be labelled as such. */
export function fetchEngines() {
  return apiGet(apiPaths.ai.engines, EnginesAnswer);
}
