import { AiEngineError, aiEngineMessages } from './ai-engine-error.ts';

/** What every scripted test engine offers: the requests it saw and a way to make the next call fail. */
export interface ScriptedFake<Request> {
  requests: Request[];
  /** The next call fails with this kind of engine error. */
  failNext(kind: AiEngineError['kind']): void;
}

/** Records each request and answers `answer(request)`, or the scripted failure once. */
export function scriptedFake<Request, Answer>(answer: (request: Request) => Answer) {
  const requests: Request[] = [];
  let failure: AiEngineError['kind'] | undefined;
  return {
    requests,
    failNext: (kind: AiEngineError['kind']) => {
      failure = kind;
    },
    call: (request: Request): Promise<Answer> => {
      requests.push(request);
      const kind = failure;
      failure = undefined;
      if (kind) return Promise.reject(new AiEngineError(kind, aiEngineMessages[kind]));
      return Promise.resolve(answer(request));
    },
  };
}
