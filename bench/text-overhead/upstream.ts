// Child process: a Chat Completions server pacing its stream like a model (first delta after 40 ms,
// then 30 deltas 4 ms apart). Prints its base URL on stdout.
import { startFakeOpenAi } from '../../apps/server/src/adapters/ai/fake-openai-server.ts';

const deltas = Array.from({ length: 30 }, (_, i) => `word${String(i)} `);
const fake = await startFakeOpenAi({
  whenIdle: {
    deltas,
    firstDeltaMs: 40,
    deltaIntervalMs: 4,
    usage: { prompt_tokens: 50, completion_tokens: 30 },
  },
  forgetRequests: true,
});
console.log(fake.baseURL);
process.once('SIGTERM', () => process.exit(0));
