import { fakePng } from './fake-openai-server.ts';
import type { ImageEngine, ImageRequest } from './image-engine.ts';
import { AiEngineError, aiEngineMessages } from './ai-engine-error.ts';

export interface FakeImageEngine extends ImageEngine {
  requests: ImageRequest[];
  /** The next call fails with this kind of engine error. */
  failNext(kind: AiEngineError['kind']): void;
}

/** An image engine for tests: records requests and answers a 1x1 PNG, or a scripted failure. */
export function fakeImageEngine(): FakeImageEngine {
  const requests: ImageRequest[] = [];
  let failure: AiEngineError['kind'] | undefined;
  return {
    name: 'openai',
    requests,
    failNext: (kind) => {
      failure = kind;
    },
    generate: (request) => {
      requests.push(request);
      const kind = failure;
      failure = undefined;
      if (kind) return Promise.reject(new AiEngineError(kind, aiEngineMessages[kind]));
      return Promise.resolve(new Uint8Array(fakePng));
    },
  };
}
