import type { TrustProxySetting } from '../config.ts';

type TrustHop = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for the configured setting. Fastify fails closed on a bare number, so a hop
 * count becomes the function proxy-addr calls for each hop, nearest first (hop 0 is the socket's peer).
 */
export function fastifyTrustProxy(setting: TrustProxySetting): false | string[] | TrustHop {
  if (setting === false || Array.isArray(setting)) return setting;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
