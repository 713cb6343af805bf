import { fakePng } from './fake-openai-server.ts';
import type { ImageEngine, ImageRequest } from './image-engine.ts';
import { scriptedFake, type ScriptedFake } from './scripted-fake.ts';

export type FakeImageEngine = ImageEngine & ScriptedFake<ImageRequest>;

/** An image engine for tests: records requests and answers a 1x1 PNG, or a scripted failure. */
export function fakeImageEngine(): FakeImageEngine {
  const { call, ...fake } = scriptedFake<ImageRequest, Uint8Array>(() => new Uint8Array(fakePng));
  return { name: 'openai', ...fake, generate: call };
}
