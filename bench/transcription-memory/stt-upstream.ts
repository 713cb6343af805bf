// Child process: an OpenAI-compatible audio/transcriptions server (Whisper's verbose_json, with the
// duration it bills). Its own process, so the 25MB bodies it reads never count in Penwise's RSS.
import { startFakeOpenAi } from '../../apps/server/src/adapters/ai/fake-openai-server.ts';

const fake = await startFakeOpenAi({
  whenIdle: { transcription: 'Heard every word.', duration: Number(process.argv[2] ?? 1) },
  forgetRequests: true,
});
console.log(fake.baseURL);
process.once('SIGTERM', () => process.exit(0));
