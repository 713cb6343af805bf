import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Its middleware rebuilds itself (CSP
 * directives included) on every call, and none of these headers depends on the request.
 */
export function securityHeaderValues(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    // X-Powered-By: Node's http never sets it, so there is nothing to remove later.
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)(new IncomingMessage(new Socket()), recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}
