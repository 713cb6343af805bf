import { demoSpeechEngine } from '/work/main/apps/server/src/adapters/ai/demo/demo-speech-engine.ts';
const engine = demoSpeechEngine();
const sentence = 'The quick brown fox jumps over the lazy dog, and then it rests for a while. ';
const text = sentence.repeat(Math.ceil(4096 / sentence.length)).slice(0, 4096);
const mb = (n: number) => Math.round(n / 1048576);
for (let i = 0; i < Number(process.argv[2] ?? 5); i++) {
  const t = Date.now();
  const s = await engine.synthesize({ text, voice: 'alloy' });
  console.log(i, Date.now() - t, 'ms', s.durationSeconds.toFixed(0), 's', 'rss', mb(process.memoryUsage().rss));
}
await engine.close();
