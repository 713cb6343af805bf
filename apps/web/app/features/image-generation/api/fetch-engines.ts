import { apiPaths, EnginesAnswer } from '@penwise/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/ai/engines: which engine draws the images, so demo pictures can be labelled as such. */
export function fetchEngines() {
  return apiGet(apiPaths.ai.engines, EnginesAnswer);
}
