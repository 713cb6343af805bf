import { apiPaths, EnginesAnswer } from '@penwise/contract';
import { apiGet } from './api-client';

/** GET /api/ai/engines: which engine serves each modality, so demo output can be labelled as such. */
export function fetchEngines() {
  return apiGet(apiPaths.ai.engines, EnginesAnswer);
}
