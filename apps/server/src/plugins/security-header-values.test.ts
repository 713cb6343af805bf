import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaderValues } from './security-header-values.ts';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], objectSrc: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
} as const;

describe('securityHeaderValues', () => {
  it('are the headers @fastify/helmet sets on every answer, worked out once', async () => {
    const app = Fastify();
    await app.register(helmet, options);
    app.get('/', () => 'ok');
    const { headers } = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const values = securityHeaderValues(options);
    expect(values.length).toBeGreaterThan(8);
    for (const [name, value] of values) expect(headers[name], name).toBe(value);
  });
});
