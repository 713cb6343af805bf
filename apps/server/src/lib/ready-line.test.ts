import { stripVTControlCharacters } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig, type Config } from '../config.ts';
import type { LogFormat } from './log-format.ts';
import { announceReady, readyLine } from './ready-line.ts';

function configOf(env: Record<string, string> = {}): Config {
  const config = parseConfig(env);
  if ('problems' in config) throw new Error(config.problems.join('\n'));
  return config;
}

const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('readyLine', () => {
  it('names the laptop setup: demo engines, embedded database, test checkout', () => {
    expect(readyLine(configOf(), 3000)).toBe(
      'Penwise is ready at http://localhost:3000 — demo engines, embedded database, test checkout',
    );
  });

  it('names the production setup: OpenAI and its text model, PostgreSQL, Stripe, at PUBLIC_URL', () => {
    const config = configOf({
      PUBLIC_URL: 'https://write.example/',
      BRAND_NAME: 'Acme Writer',
      OPENAI_API_KEY: 'sk-secret',
      AI_TEXT_MODEL: 'gpt-4.1',
      DATABASE_URL: 'postgres://penwise:hunter2@db:5432/penwise',
      ...stripe,
    });
    expect(readyLine(config, 3000)).toBe(
      'Acme Writer is ready at https://write.example — OpenAI engines (gpt-4.1), PostgreSQL, Stripe',
    );
  });

  it('says where an OpenAI-compatible API is, without its credentials or query', () => {
    const config = configOf({
      OPENAI_API_KEY: 'x',
      OPENAI_BASE_URL: 'http://user:pw@127.0.0.1:11434/v1/?key=k',
    });
    const line = readyLine(config, 3000);
    expect(line).toContain('OpenAI-compatible engines at 127.0.0.1:11434/v1 (gpt-4o-mini)');
    expect(line).not.toMatch(/pw|key=/);
  });

  it('cuts a long API address to its host', () => {
    const base = 'https://my-resource.openai.azure.com/openai/deployments/my-gpt-4o-deployment';
    expect(readyLine(configOf({ OPENAI_API_KEY: 'x', OPENAI_BASE_URL: base }), 3000)).toContain(
      'engines at my-resource.openai.azure.com (gpt-4o-mini)',
    );
  });

  it('tells a Stripe test key and payments off apart from live Stripe', () => {
    expect(readyLine(configOf({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_x' }), 3000)).toMatch(
      /Stripe in test mode$/,
    );
    expect(readyLine(configOf({ PAYMENTS: 'off' }), 3000)).toMatch(/, payments off$/);
    expect(readyLine(configOf({ PUBLIC_URL: 'https://write.example' }), 3000)).toMatch(/, payments off$/);
  });

  it('shows the demo engines when AI_ENGINE=demo overrides a key', () => {
    expect(readyLine(configOf({ OPENAI_API_KEY: 'x', AI_ENGINE: 'demo' }), 3000)).toContain(
      '— demo engines,',
    );
  });

  it('gives the port the system picked when PORT=0', () => {
    expect(readyLine(configOf({ PORT: '0' }), 41234)).toContain('ready at http://localhost:41234 —');
  });
});

describe('announceReady', () => {
  function announce(env: Record<string, string>, format: LogFormat) {
    const info = vi.fn();
    const written: string[] = [];
    const log = { info } as unknown as FastifyBaseLogger;
    announceReady({ config: configOf(env), format, log, listeningPort: 3000 }, (text) => written.push(text));
    return { info, output: stripVTControlCharacters(written.join('')) };
  }
  const line = 'Penwise is ready at http://localhost:3000 — demo engines, embedded database, test checkout';

  it('prints one plain line in a terminal, and does not log it a second time', () => {
    const { info, output } = announce({}, 'pretty');
    expect(output).toBe(`${line}\n`);
    expect(info).not.toHaveBeenCalled();
  });

  it('in JSON mode also logs it at info, with the facts as fields for log collectors', () => {
    const { info, output } = announce({}, 'json');
    expect(output).toBe(`${line}\n`);
    expect(info).toHaveBeenCalledWith(
      { url: 'http://localhost:3000', ai: 'demo', database: 'pglite', payments: 'test' },
      line,
    );
  });

  it.each(['warn', 'error', 'silent'])('stays quiet at LOG_LEVEL=%s, like any info line', (level) => {
    const { info, output } = announce({ LOG_LEVEL: level }, 'json');
    expect(output).toBe('');
    expect(info).not.toHaveBeenCalled();
  });
});
