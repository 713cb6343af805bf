import fc from 'fast-check';

/** Strings meant to break parsers, validators, SQL, HTML and path handling. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\uD800',
      '\uFFFF',
      '\u202Eevil',
      '__proto__',
      'constructor',
      "' OR '1'='1",
      '"; DROP TABLE users; --',
      '<script>alert(1)</script>',
      '../../../etc/passwd',
      '%00',
      '${7*7}',
      '{{7*7}}',
      'NaN',
      '-1',
      '1e309',
      '00000000-0000-4000-8000-000000000000',
      'Bronze Pack',
      'blog-ideas',
      'echo',
      '1024x1024',
      '🙂🙂🙂',
    ),
    weight: 3,
  },
  // Past every field's limit, and now and then past a route's body limit.
  { arbitrary: fc.nat({ max: 80_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** Object keys: prototype-pollution names, the route's own field names, and anything else. */
export const hostileKey = (fieldNames: readonly string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'user'),
    ...(fieldNames.length ? [fc.constantFrom(...fieldNames)] : []),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.nat({ max: 3000 }).map((n) => 'k'.repeat(n)),
  );

/** Number texts JSON allows that JavaScript reads oddly (Infinity, -0, beyond 2^53). */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('1e309', '-0', '123456789012345678901234567890', '0.1e-400', '4096', '100000000'),
);

/**
 * JSON texts written by hand rather than JSON.stringify'd objects, so what reaches the server keeps
 * duplicate keys and `__proto__` / `constructor` keys exactly as sent.
 */
export const jsonText = (fieldNames: readonly string[] = []): fc.Arbitrary<string> =>
  fc.letrec<{ value: string; leaf: string; list: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('list'), tie('object')),
    leaf: fc.oneof(
      hostileString.map((s) => JSON.stringify(s)),
      numberText,
      fc.constantFrom('true', 'false', 'null'),
    ),
    list: fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(hostileKey(fieldNames), tie('value')), { maxLength: 6 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  })).value;

/** Nesting deep enough to overflow any recursive walker (parsers, validators, the NUL check). */
export const deepJsonText: fc.Arbitrary<string> = fc
  .record({ depth: fc.nat({ max: 150_000 }), kind: fc.constantFrom('list', 'object') })
  .map(({ depth, kind }) =>
    kind === 'list' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

const objectText = (entries: [string, string][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** A valid sample body with one field replaced by a hostile value or dropped, plus hostile extra keys. */
export function mutatedSample(sample: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(sample);
  // Extra keys never repeat a sample field: JSON's last duplicate wins and could repair the broken one.
  const extraKey = hostileKey().filter((key) => !fields.includes(key));
  return fc
    .record({
      field: fc.constantFrom(...fields),
      value: fc.option(jsonText(fields), { nil: undefined }),
      extras: fc.array(fc.tuple(extraKey, jsonText()), { maxLength: 3 }),
    })
    .map(({ field, value, extras }) => {
      const kept = Object.entries(sample)
        .filter(([key]) => key !== field || value !== undefined)
        .map(([key, v]): [string, string] => [key, key === field && value ? value : JSON.stringify(v)]);
      return objectText([...kept, ...extras]);
    });
}

/** A body and the content type it is sent under (undefined: no content-type header). */
export interface RawBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

const bytes = fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b));

/** Bodies a JSON route does not expect: wrong types, broken JSON, empty bodies, random bytes. */
export function oddBody(sample: Record<string, unknown> = {}): fc.Arbitrary<RawBody> {
  const sampleText = JSON.stringify(sample);
  const brokenJson = fc.oneof(
    fc.nat({ max: Math.max(0, sampleText.length - 1) }).map((n) => sampleText.slice(0, n)),
    fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', '{"__proto__":{"x":1}}'),
    fc.constantFrom('{"constructor":{"prototype":{"x":1}}}', '\uFEFF{}', '{"a":1}{"b":2}'),
    hostileString,
  );
  const body = fc.oneof(hostileString, bytes);
  const contentType = fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=----x',
    'application/xml',
    'application/octet-stream',
    'application/vnd.api+json',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'Application/JSON',
    'application/json;;',
    '*/*',
    '',
    'text/html; charset=utf-8',
  );
  return fc.oneof(
    fc.record({ contentType: fc.constant('application/json'), payload: brokenJson }),
    fc.record({ contentType: fc.constant('application/json'), payload: bytes }),
    fc.record({ contentType, payload: body }),
    fc.record({ contentType: fc.constant(undefined), payload: body }),
    fc.record({
      contentType: fc.constant('application/x-www-form-urlencoded'),
      payload: fc
        .array(fc.tuple(hostileString, hostileString), { maxLength: 4 })
        .map((pairs) =>
          pairs
            .map(
              ([k, v]) => `${encodeURIComponent(k.toWellFormed())}=${encodeURIComponent(v.toWellFormed())}`,
            )
            .join('&'),
        ),
    }),
  );
}

/** Header values a real HTTP parser lets through: visible ASCII, spaces, tabs and obs-text, no CR/LF. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constantFrom(0x09, 0x80, 0xe9, 0xff)), {
      maxLength: 60,
    })
    .map((codes) => String.fromCharCode(...codes)),
  fc.nat({ max: 12_000 }).map((n) => 'h'.repeat(n)),
);

/** What the Authorization header may carry in a run. */
export type AuthChoice = 'valid' | 'none' | 'lowercase-scheme' | 'garbage';

/** Odd values of the headers the app reads (ids, ranges, proxies, encodings) beside the body. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'x-request-id': headerValue,
      range: fc.oneof(headerValue, fc.constantFrom('bytes=0-', 'bytes=-5', 'bytes=9-1', 'bytes=0-0,2-3')),
      accept: headerValue,
      'accept-encoding': fc.oneof(headerValue, fc.constantFrom('br', 'gzip, deflate', 'identity;q=0')),
      'x-forwarded-for': headerValue,
      forwarded: headerValue,
      'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown'),
      'stripe-signature': fc.oneof(headerValue, fc.constant('t=1,v1=00')),
      cookie: headerValue,
    },
    { requiredKeys: [] },
  )
  .map((headers): Record<string, string> => ({ ...headers }));

/** A garbage Authorization header: no scheme, other schemes, broken or enormous tokens. */
export const garbageAuthorization: fc.Arbitrary<string> = fc.oneof(
  headerValue,
  headerValue.map((v) => `Bearer ${v}`),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'Bearer null', 'Bearer undefined', 'Bearer \t'),
  fc.nat({ max: 20_000 }).map((n) => `Bearer ${'t'.repeat(n)}`),
);

/** A path segment: encoded hostile text, broken percent-encoding, dot segments, id-shaped guesses. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => encodeURIComponent(s.slice(0, 400).toWellFormed())),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '..', '%2e%2e', '%2F..%2Fetc', '%00', '.', '~'),
  fc.stringMatching(/^[A-Za-z0-9_-]{32}$/),
  fc.stringMatching(/^cs_test_[a-f0-9]{24}$/),
);

/** A query string: encoded hostile pairs, or raw malformed ones. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.tuple(hostileString, hostileString), { maxLength: 4 })
    .map((pairs) =>
      pairs.map(
        ([k, v]) =>
          `${encodeURIComponent(k.slice(0, 200).toWellFormed())}=${encodeURIComponent(v.slice(0, 400).toWellFormed())}`,
      ),
    )
    .map((pairs) => pairs.join('&')),
  fc.constantFrom(
    '%',
    'a=%zz',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'a[b][c]=1',
    '&&&',
    '=',
    'a=1&a=2',
  ),
);
