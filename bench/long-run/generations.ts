// One generation of each kind through the public API, as the tool pages send them.
import { existsSync } from 'node:fs';
import { apiPaths, SpeechAnswer } from '@penwise/contract';
import { post } from '../../scripts/api-seed.ts';

export type Kind = 'text' | 'image' | 'voiceover' | 'transcription';

const topics = ['tea', 'hiking boots', 'a bakery', 'solar panels', 'a jazz club', 'a bike shop', 'yoga'];

/** The kinds to run (BENCH_KINDS, default all): transcription only where the offline engine is installed. */
export function kindsHere(): Kind[] {
  const stt = existsSync('/usr/bin/pocketsphinx_continuous');
  const all: Kind[] = stt ? ['text', 'image', 'voiceover', 'transcription'] : ['text', 'image', 'voiceover'];
  const asked = process.env.BENCH_KINDS?.split(',');
  return asked ? all.filter((kind) => asked.includes(kind)) : all;
}

// The last voiceover, transcribed by the next transcription: real speech, not a test tone.
let lastSpeech: Blob | undefined;

async function upload(base: string, token: string): Promise<Response> {
  const form = new FormData();
  form.append('file', lastSpeech ?? new Blob([]), 'voiceover.mp3');
  return fetch(`${base}${apiPaths.ai.transcribe}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

async function speak(base: string, token: string, text: string): Promise<Response> {
  const res = await post(base, apiPaths.ai.tts, { prompt: text }, token);
  if (res.status !== 200) return res;
  const { mp3_url: url } = SpeechAnswer.parse(await res.clone().json()).success;
  const audio = await fetch(new URL(url, base), { headers: { authorization: `Bearer ${token}` } });
  if (audio.ok) lastSpeech = new Blob([await audio.arrayBuffer()], { type: 'audio/mpeg' });
  return res;
}

/** Runs generation `i` of `kind`; answers what went wrong ('no credits' on a 402), or undefined. */
export async function runGeneration(base: string, token: string, kind: Kind, i: number) {
  const topic = topics[i % topics.length] ?? 'tea';
  let res: Response;
  if (kind === 'text') {
    res = await post(
      base,
      apiPaths.ai.text,
      { tool_data: 'blog-ideas', content: `Blog ideas about ${topic}.` },
      token,
    );
  } else if (kind === 'image') {
    res = await post(
      base,
      apiPaths.ai.image,
      { prompt: `A sunny morning with ${topic}`, size: '256x256' },
      token,
    );
  } else if (kind === 'voiceover') {
    res = await speak(base, token, `Welcome to our guide to ${topic}. We keep it short and simple.`);
  } else {
    res = await upload(base, token);
  }
  if (res.status === 200) {
    await res.arrayBuffer();
    return undefined;
  }
  if (res.status === 402) return 'no credits';
  return `answered ${String(res.status)}: ${(await res.text()).slice(0, 200)}`;
}
