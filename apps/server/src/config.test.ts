import { describe, expect, it } from 'vitest';
import { parseConfig, parseDurationSeconds } from './config.ts';

describe('parseConfig', () => {
  it('runs with no variables at all, on embedded defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SESSION_TTL: 30 * 86400,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect('problems' in config).toBe(false);
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', PORT: '' });
    expect(config).toMatchObject({ PORT: 3000 });
    expect('DATABASE_URL' in config && config.DATABASE_URL).toBeFalsy();
  });

  it('reports every problem, not just the first', () => {
    const result = parseConfig({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SESSION_TTL: 'forever',
      TRUST_PROXY: 'maybe',
    });
    expect('problems' in result && result.problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'SESSION_TTL',
      'TRUST_PROXY',
    ]);
  });

  it('paces the demo writer at 20 ms unless told otherwise, and refuses a negative pace', () => {
    expect(parseConfig({})).toMatchObject({ AI_DEMO_PACE: 20 });
    expect(parseConfig({ AI_DEMO_PACE: '0' })).toMatchObject({ AI_DEMO_PACE: 0 });
    expect(parseConfig({ AI_DEMO_PACE: '-1' })).toHaveProperty('problems');
  });

  it("reads TRUST_PROXY as the proxies' addresses or CIDRs, off by default", () => {
    expect(parseConfig({})).toMatchObject({ TRUST_PROXY: false });
    expect(parseConfig({ TRUST_PROXY: 'false' })).toMatchObject({ TRUST_PROXY: false });
    expect(parseConfig({ TRUST_PROXY: 'loopback' })).toMatchObject({ TRUST_PROXY: ['loopback'] });
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1' })).toMatchObject({ TRUST_PROXY: ['127.0.0.1'] });
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/8' })).toMatchObject({
      TRUST_PROXY: ['10.0.0.0/8', '::1', 'fd00::/8'],
    });
  });

  it.each(['true', 'yes', 'on', '11', '1.5', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '-1'])(
    'refuses TRUST_PROXY=%s at start, naming the safe forms',
    (value) => {
      const result = parseConfig({ TRUST_PROXY: value });
      expect('problems' in result && result.problems).toEqual([
        expect.stringMatching(/^TRUST_PROXY: .*proxies' addresses or CIDRs.*127\.0\.0\.1/),
      ]);
    },
  );

  it('says why true is refused: any client could choose its own address', () => {
    const result = parseConfig({ TRUST_PROXY: 'true' });
    expect('problems' in result && result.problems[0]).toContain('any client could choose its own address');
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://penwise.example/' })).toMatchObject({
      PUBLIC_URL: 'https://penwise.example',
    });
  });

  it('picks the AI engine: demo without a key, openai with one, demo when asked', () => {
    expect(parseConfig({})).toMatchObject({ AI_ENGINE: 'demo', AI_TEXT_MAX_TOKENS: 2048, AI_TIMEOUT: 60 });
    expect(parseConfig({ OPENAI_API_KEY: 'sk-x' })).toMatchObject({ AI_ENGINE: 'openai' });
    expect(parseConfig({ OPENAI_API_KEY: 'sk-x', AI_ENGINE: 'demo' })).toMatchObject({ AI_ENGINE: 'demo' });
    const missingKey = parseConfig({ AI_ENGINE: 'openai' });
    expect('problems' in missingKey && missingKey.problems[0]).toMatch(/^OPENAI_API_KEY: /);
  });

  it('leaves the log format to the terminal unless told, and refuses an unknown one', () => {
    expect(parseConfig({})).toMatchObject({ LOG_FORMAT: 'auto' });
    expect(parseConfig({ LOG_FORMAT: 'json', NODE_ENV: 'production' })).toMatchObject({
      LOG_FORMAT: 'json',
      NODE_ENV: 'production',
    });
    const unknown = parseConfig({ LOG_FORMAT: 'text' });
    expect('problems' in unknown && unknown.problems[0]).toMatch(/^LOG_FORMAT: /);
  });

  it('keeps media on local disk unless MEDIA_STORAGE=s3', () => {
    expect(parseConfig({})).toMatchObject({
      MEDIA_STORAGE: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads the S3 settings, with path style as true/false/1/0', () => {
    const s3 = {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:3900',
      S3_BUCKET: 'media',
      S3_REGION: 'garage',
      S3_ACCESS_KEY_ID: 'GK123',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      ...s3,
      S3_FORCE_PATH_STYLE: true,
    });
    expect(parseConfig({ ...s3, S3_FORCE_PATH_STYLE: '1' })).toMatchObject({ S3_FORCE_PATH_STYLE: true });
    expect(parseConfig({ ...s3, S3_FORCE_PATH_STYLE: '0' })).toMatchObject({ S3_FORCE_PATH_STYLE: false });
    const unclear = parseConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' });
    expect('problems' in unclear && unclear.problems).toEqual([
      'S3_FORCE_PATH_STYLE: use true, false, 1 or 0',
    ]);
  });

  it('refuses MEDIA_STORAGE=s3 at start without the bucket and keys, naming each missing one', () => {
    const result = parseConfig({ MEDIA_STORAGE: 's3', S3_ACCESS_KEY_ID: 'GK123', S3_SECRET_ACCESS_KEY: '' });
    expect('problems' in result && result.problems).toEqual([
      'S3_BUCKET: needed with MEDIA_STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: needed with MEDIA_STORAGE=s3',
    ]);
  });

  it('runs 64 generations at once by default; WORKERS=0 (HTTP only) only beside a shared PostgreSQL', () => {
    expect(parseConfig({})).toMatchObject({ WORKERS: 64 });
    expect(parseConfig({ WORKERS: '0' })).toEqual({
      problems: [
        'WORKERS: WORKERS=0 (HTTP only) needs DATABASE_URL, with another instance running the generations',
      ],
    });
    expect(parseConfig({ WORKERS: '0', DATABASE_URL: 'postgres://db.example.com/penwise' })).toMatchObject({
      WORKERS: 0,
    });
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['30d', 2_592_000],
    ['12h', 43_200],
    ['45m', 2_700],
    ['90', 90],
    ['90s', 90],
    ['soon', undefined],
  ])('%s → %s', (text, seconds) => expect(parseDurationSeconds(text)).toBe(seconds));
});
