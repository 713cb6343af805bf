// Figures against a target: the offline speech engine's memory over many long voiceovers in a row.
// Target: 200 voiceovers of 4,096 characters (the longest a user can ask for) keep the process's RSS
// within 150 MB of its level after the first, and none fails. The engine runs in this process exactly
// as the server builds it (demo engine, default recycling). Its eSpeak workers are child processes, so
// the RSS counted is this process's plus that of every worker alive at the moment of the reading.
// Run: npm run bench:speech   (BENCH_VOICEOVERS=200, BENCH_CHARACTERS=4096 to change the load)
import { demoSpeechEngine } from '../../apps/server/src/adapters/ai/demo/demo-speech-engine.ts';
import { workersRss } from '../../apps/server/src/adapters/ai/demo/worker-rss.ts';
import { voices } from '@penwise/contract';

const count = Number(process.env.BENCH_VOICEOVERS ?? 200);
const characters = Number(process.env.BENCH_CHARACTERS ?? 4096);
const allowedGrowthMb = 150;

const sentence = 'The quick brown fox jumps over the lazy dog, then rests in the sun for a while. ';
const text = sentence.repeat(Math.ceil(characters / sentence.length)).slice(0, characters);
const mb = (bytes: number) => bytes / (1024 * 1024);

const fixed = (value: number) => value.toFixed(0).padStart(6);

const engine = demoSpeechEngine();
const workersMb = () => mb(workersRss(engine.workerPids()));
const rssMb = () => mb(process.memoryUsage().rss) + workersMb();
let workersPeak = 0;
const started = performance.now();
const startRss = rssMb();
let afterFirst = 0;
let peak = 0;
let failures = 0;
let audioSeconds = 0;

for (let i = 0; i < count; i += 1) {
  try {
    const speech = await engine.synthesize({ text, voice: voices[i % voices.length] ?? 'alloy' });
    audioSeconds += speech.durationSeconds;
  } catch (error) {
    failures += 1;
    console.error(`voiceover ${String(i + 1)} failed:`, error instanceof Error ? error.message : error);
  }
  const workers = workersMb();
  const rss = mb(process.memoryUsage().rss) + workers;
  workersPeak = Math.max(workersPeak, workers);
  if (i === 0) afterFirst = rss;
  peak = Math.max(peak, rss);
  if ((i + 1) % 10 === 0 || i === 0) {
    const elapsed = (performance.now() - started) / 1000;
    console.log(
      `${String(i + 1).padStart(4)}/${String(count)}  RSS ${fixed(rss)} MB (workers ${fixed(workers)} MB)  peak ${fixed(peak)} MB  ${elapsed.toFixed(0)} s`,
    );
  }
}
const final = rssMb();
const stats = engine.stats();
await engine.close();

const seconds = (performance.now() - started) / 1000;
const growth = peak - afterFirst;
const pass = failures === 0 && growth <= allowedGrowthMb;
console.log(`
Speech engine memory: ${String(count)} voiceovers of ${String(characters)} characters, one after another
  (RSS = this process + its live speech workers; workers alone peaked at ${workersPeak.toFixed(0)} MB)
  RSS before           ${fixed(startRss)} MB
  RSS after the first  ${fixed(afterFirst)} MB
  RSS peak             ${fixed(peak)} MB   (+${growth.toFixed(0)} MB; target: at most +${String(allowedGrowthMb)} MB)
  RSS final            ${fixed(final)} MB
  failed voiceovers    ${fixed(failures)}      (target: 0)
  audio produced       ${fixed(audioSeconds / 60)} min
  workers              ${String(stats.workersStarted)} started, ${String(stats.workersRecycled)} recycled, ${String(stats.workersCrashed)} crashed, ${String(stats.jobsRetried)} jobs retried
  took                 ${(seconds / 60).toFixed(1)} min (${(seconds / count).toFixed(1)} s a voiceover)
  ${pass ? 'PASS' : 'FAIL'}: ${pass ? 'within the target' : 'outside the target'}`);
process.exitCode = pass ? 0 : 1;
