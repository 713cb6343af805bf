// Memory of concurrent 25MB transcriptions: a real Penwise server (child process, openai engine
// pointed at a local Whisper-compatible server in a third process) receives N uploads at once; its
// RSS is sampled from /proc every 20 ms. Target: 8 concurrent 25MB transcriptions add ≤ 100 MB.
// Usage: npm run bench:transcription-memory [-- <concurrent uploads, default 8>]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, transcriptionCost, uploadLimits } from '@penwise/contract';
import { startServer } from '../../apps/server/src/test/server-process.ts';
import { buyer } from '../../scripts/api-seed.ts';
import { startChild } from '../text-overhead/child.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const concurrent = Number(process.argv[2] ?? 8);
const targetMb = 100;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** A PCM WAV of exactly 25MB: 16 kHz mono 16-bit, about 819 s of a quiet tone. */
function wav25Mb(): Buffer {
  const file = Buffer.alloc(uploadLimits.maxBytes);
  const data = file.length - 44;
  file.write('RIFF', 0);
  file.writeUInt32LE(file.length - 8, 4);
  file.write('WAVEfmt ', 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(16_000, 24);
  file.writeUInt32LE(32_000, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36);
  file.writeUInt32LE(data, 40);
  for (let i = 44; i + 1 < file.length; i += 2) file.writeInt16LE(Math.round(Math.sin(i / 20) * 2000), i);
  return file;
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

const audio = wav25Mb();
const seconds = (audio.length - 44) / 32_000;
const upstream = await startChild(path.join(here, 'stt-upstream.ts'), [String(seconds)]);
const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-stt-bench-'));
const server = await startServer(
  {
    DATA_DIR: dataDir,
    AI_ENGINE: 'openai',
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: upstream.line,
    MEDIA_MAX_CONCURRENT: String(Math.max(8, concurrent)),
    MEDIA_MAX_PER_USER: '1',
  },
  // A shared, busy machine starts slowly.
  { startSeconds: 120 },
);
const pid = server.child.pid ?? 0;

try {
  const users = [];
  for (let n = 0; n < concurrent; n += 1) users.push(await buyer(server.url, `stt-bench-${String(n)}`));

  const transcribe = async (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([audio], { type: 'audio/wav' }), 'long.wav');
    const res = await fetch(`${server.url}${apiPaths.ai.transcribe}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { success?: { credits: number } } };
  };

  // One first, so code, the worker and the SDK are loaded before the baseline.
  const warm = await transcribe(users[0]?.token ?? '');
  if (warm.status !== 200) throw new Error(`warm-up answered ${String(warm.status)}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = await rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    void rssOf(pid).then((rss) => (peak = Math.max(peak, rss)));
  }, 20);
  const started = performance.now();
  const answers = await Promise.all(users.map((user) => transcribe(user.token)));
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await rssOf(pid);

  const ok = answers.filter((answer) => answer.status === 200).length;
  const charged = answers.map((answer) => answer.body.success?.credits);
  const growth = peak - baseline;
  console.log(`${String(concurrent)} concurrent transcriptions of a 25MB WAV (${seconds.toFixed(1)} s each)`);
  console.log(`  answered 200: ${String(ok)}/${String(concurrent)} in ${(elapsed / 1000).toFixed(1)} s`);
  console.log(
    `  credits charged each: ${String(charged[0])} (expected ${String(transcriptionCost(Math.ceil(seconds)))})`,
  );
  console.log(`  server RSS baseline ${mb(baseline)} MB, peak ${mb(peak)} MB, 2 s after ${mb(after)} MB`);
  console.log(
    `  added at peak: ${mb(growth)} MB (target ≤ ${String(targetMb)} MB for 8) ${growth <= targetMb * 1024 * 1024 ? 'OK' : 'OVER'}`,
  );
  if (ok !== concurrent) process.exitCode = 1;
} finally {
  await server.kill('SIGTERM');
  upstream.child.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
