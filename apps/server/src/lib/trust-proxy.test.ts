import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseConfig, type TrustProxySetting } from '../config.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

async function clientAddress(setting: TrustProxySetting, forwardedFor: string, peer = '10.0.0.5') {
  const app = Fastify({ trustProxy: fastifyTrustProxy(setting) });
  app.get('/ip', (request) => ({ ip: request.ip }));
  const res = await app.inject({
    url: '/ip',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return res.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY as Fastify sees it', () => {
  it('reads a hop count 1-10, and refuses other numbers', () => {
    expect(parseConfig({ TRUST_PROXY: '1' })).toMatchObject({ TRUST_PROXY: { hops: 1 } });
    expect(parseConfig({ TRUST_PROXY: ' 2 ' })).toMatchObject({ TRUST_PROXY: { hops: 2 } });
    expect(parseConfig({ TRUST_PROXY: '11' })).toHaveProperty('problems');
    expect(parseConfig({ TRUST_PROXY: '1.5' })).toHaveProperty('problems');
  });

  it('with one hop, takes the address the proxy appended, not what the client wrote before it', async () => {
    expect(await clientAddress({ hops: 1 }, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('with two hops, goes one further back through the chain', async () => {
    expect(await clientAddress({ hops: 2 }, '6.6.6.6, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
  });

  it('believes only the listed proxies when given addresses', async () => {
    expect(await clientAddress(['10.0.0.0/8'], '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    // A peer that is not a listed proxy is the client, whatever it writes in the header.
    expect(await clientAddress(['10.0.0.0/8'], '6.6.6.6', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('ignores the header when off', async () => {
    expect(await clientAddress(false, '6.6.6.6')).toBe('10.0.0.5');
  });
});
