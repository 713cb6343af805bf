import { describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../config.ts';
import { loggerOptions, requestSummary } from './logger-options.ts';
import { stdoutDestination } from './stdout-destination.ts';

function configOf(env: Record<string, string>): Config {
  const config = parseConfig(env);
  if ('problems' in config) throw new Error(config.problems.join('\n'));
  return config;
}

describe('loggerOptions', () => {
  it('turns the logger off when LOG_LEVEL is silent', async () => {
    expect(await loggerOptions(configOf({ LOG_LEVEL: 'silent', LOG_FORMAT: 'pretty' }))).toBe(false);
  });

  it('logs JSON lines to stdout at LOG_LEVEL with LOG_FORMAT=json', async () => {
    const options = await loggerOptions(configOf({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }));
    expect(options).toMatchObject({ level: 'warn' });
    expect((options as { stream?: unknown }).stream).toBe(stdoutDestination());
  });

  it('writes readable lines through pino-pretty with LOG_FORMAT=pretty', async () => {
    const options = await loggerOptions(configOf({ LOG_FORMAT: 'pretty' }));
    expect(options).toMatchObject({ level: 'info' });
    expect(typeof (options as { stream?: { write?: unknown } }).stream?.write).toBe('function');
  });
});

describe('requestSummary', () => {
  it("puts Fastify's request fields into one short line", () => {
    const incoming = { msg: 'incoming request', req: { method: 'GET', url: '/api/healthz' } };
    expect(requestSummary(incoming, 'msg')).toBe('incoming request GET /api/healthz');
    const completed = { msg: 'request completed', res: { statusCode: 200 }, responseTime: 3.8 };
    expect(requestSummary(completed, 'msg')).toBe('request completed 200 in 4 ms');
  });

  it('leaves other messages as they are', () => {
    expect(requestSummary({ msg: 'shutting down: finishing open requests' }, 'msg')).toBe(
      'shutting down: finishing open requests',
    );
  });
});
