import fc from 'fast-check';
import {
  deepJsonText,
  garbageAuthorization,
  jsonText,
  mutatedSample,
  oddBody,
  oddHeaders,
  pathSegment,
  queryString,
  type RawBody,
} from './arbitraries.ts';
import type { RouteCall } from './route-table.ts';

/** One generated request; `auth: 'valid'` is replaced by the fuzzing user's real token when sent. */
export interface FuzzRequest {
  method: string;
  url: string;
  auth: 'valid' | 'none' | 'lowercase-scheme' | { garbage: string };
  headers: Record<string, string>;
  body: RawBody | undefined;
}

/** Whether `text` parses as JSON that `call.paidSchema` accepts, i.e. a request that may spend credits. */
export function isPaidRequest(call: RouteCall, body: RawBody | undefined): boolean {
  if (!call.paidSchema || !body) return false;
  try {
    const text = Buffer.isBuffer(body.payload) ? body.payload.toString('utf8') : body.payload;
    return call.paidSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

const urlOf = (pattern: string) =>
  fc
    .record({
      segments: fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
      query: fc.option(queryString, { nil: undefined }),
      // The catch-all also sees random paths, some of them under /api/.
      tail: fc.array(pathSegment, { maxLength: 3 }),
      prefix: fc.constantFrom('/', '/api/', '/assets/', '/checkout/'),
    })
    .map(({ segments, query, tail, prefix }) => {
      let index = 0;
      let path = pattern.replace(/:[A-Za-z]+/g, () => segments[index++] ?? '');
      if (pattern === '/*') path = prefix + tail.join('/');
      return query === undefined ? path : `${path}?${query}`;
    });

const bodyFor = (call: RouteCall): fc.Arbitrary<RawBody | undefined> => {
  const fields = Object.keys(call.sample ?? {});
  const json = (text: fc.Arbitrary<string>) =>
    text.map((payload): RawBody => ({ contentType: 'application/json', payload }));
  const options: fc.Arbitrary<RawBody | undefined>[] = [
    json(jsonText(fields)),
    json(deepJsonText),
    oddBody(call.sample),
    fc.constant(undefined),
  ];
  if (fields.length && call.sample)
    options.push(json(mutatedSample(call.sample)), json(mutatedSample(call.sample)));
  return fc.oneof(...options);
};

const authFor = (call: RouteCall): fc.Arbitrary<FuzzRequest['auth']> =>
  fc.oneof(
    // Mostly a real session, so requests get past the login check to the service behind it.
    { arbitrary: fc.constant('valid' as const), weight: call.access === 'user' ? 4 : 1 },
    { arbitrary: fc.constantFrom('none' as const, 'lowercase-scheme' as const), weight: 1 },
    { arbitrary: garbageAuthorization.map((garbage) => ({ garbage })), weight: 1 },
  );

/**
 * Requests to one route: its own method with hostile bodies, headers, path parameters and queries,
 * now and then another method. Bodies a paid route would accept are filtered out (see RouteCall).
 */
export function fuzzRequests(method: string, pattern: string, call: RouteCall): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant(method), weight: 9 },
        { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 1 },
      ),
      url: urlOf(pattern),
      auth: authFor(call),
      headers: oddHeaders,
      body: bodyFor(call),
    })
    .filter((request) => !isPaidRequest(call, request.body));
}
