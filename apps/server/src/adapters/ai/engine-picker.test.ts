import { describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../../config.ts';
import { createImageEngine, createSpeechEngine, createTextEngine } from './index.ts';

function config(env: Record<string, string>): Config {
  const parsed = parseConfig(env);
  if ('problems' in parsed) throw new Error(parsed.problems.join('\\n'));
  return parsed;
}

describe('createTextEngine', async () => {
  it('serves text offline without a key and through OpenAI with one', async () => {
    expect((await createTextEngine(config({}))).name).toBe('demo');
    expect((await createTextEngine(config({ OPENAI_API_KEY: 'sk-test' }))).name).toBe('openai');
    expect((await createTextEngine(config({ OPENAI_API_KEY: 'sk-test', AI_ENGINE: 'demo' }))).name).toBe(
      'demo',
    );
  });

  it('picks image and speech engines the same way', async () => {
    expect((await createImageEngine(config({}))).name).toBe('demo');
    expect((await createImageEngine(config({ OPENAI_API_KEY: 'sk-test' }))).name).toBe('openai');
    expect((await createSpeechEngine(config({}))).name).toBe('demo');
    expect((await createSpeechEngine(config({ OPENAI_API_KEY: 'sk-test' }))).name).toBe('openai');
  });
});
