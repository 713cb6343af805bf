import fc from 'fast-check';
import { toneWav } from '../test/audio-fixtures.ts';
import { headerValue, hostileKey, hostileString, jsonText } from './arbitraries.ts';

/** Stands for the fuzzing user's real session token; replaced when the request is sent. */
export const validTokenPlaceholder = '<<valid-token>>';

/** What a file part carries: random bytes that cannot pass for audio, or real (possibly damaged) audio. */
export type FileContent = { kind: 'not-audio'; bytes: Buffer } | { kind: 'audio'; bytes: Buffer };

export interface Part {
  name: string;
  /** Present for file parts. */
  filename: string | undefined;
  contentType: string | undefined;
  content: FileContent | { kind: 'text'; text: string };
  /** Extra raw header lines, some malformed. */
  extraHeaders: string[];
}

export interface MultipartRequest {
  auth: 'valid' | 'none' | { garbage: string };
  /** The request's content-type: the right boundary, none, a wrong one, or not multipart at all. */
  envelope: 'ok' | 'no-boundary' | 'long-boundary' | 'wrong-boundary' | 'mixed' | 'truncated' | 'no-closing';
  parts: Part[];
}

// Random bytes behind this prefix can never be sniffed as mp3, mp4, mpeg or wav (no signature matches).
const notAudioPrefix = Buffer.from('NOTAUDIO');
const wav = toneWav(0.2);

const fileContent: fc.Arbitrary<FileContent> = fc.oneof(
  fc
    .uint8Array({ maxLength: 6000 })
    .map((b): FileContent => ({ kind: 'not-audio', bytes: Buffer.concat([notAudioPrefix, b]) })),
  fc.constant<FileContent>({ kind: 'audio', bytes: wav }),
  // A real header over damaged or missing samples.
  fc
    .record({ keep: fc.nat({ max: wav.length }), noise: fc.uint8Array({ maxLength: 2000 }) })
    .map(({ keep, noise }): FileContent => ({
      kind: 'audio',
      bytes: Buffer.concat([wav.subarray(0, Math.max(keep, 12)), noise]),
    })),
);

const identityText = fc.oneof(
  fc.constant(JSON.stringify({ success: { idToken: validTokenPlaceholder } })),
  fc.constant(JSON.stringify({ idToken: validTokenPlaceholder })),
  hostileString.map((token) => JSON.stringify({ success: { idToken: token } })),
  jsonText(['success', 'idToken']),
  hostileString,
);

const partName = fc.oneof(
  { arbitrary: fc.constantFrom('file', 'json'), weight: 4 },
  { arbitrary: fc.constantFrom('File', 'files', 'file[]', 'audio', '', 'json ', 'file"; x="y'), weight: 1 },
  { arbitrary: hostileKey(['file', 'json']), weight: 1 },
);

const part: fc.Arbitrary<Part> = fc.record({
  name: partName,
  filename: fc.option(
    fc.oneof(fc.constantFrom('meeting.wav', 'a.mp3', '../../etc/passwd', 'x\u0000.wav', ''), hostileString),
    { nil: undefined },
  ),
  contentType: fc.option(
    fc.oneof(
      fc.constantFrom(
        'audio/wav',
        'audio/mpeg',
        'application/json',
        'text/plain',
        'application/octet-stream',
      ),
      headerValue,
    ),
    { nil: undefined },
  ),
  content: fc.oneof(
    fileContent,
    identityText.map((text) => ({ kind: 'text' as const, text })),
  ),
  extraHeaders: fc.array(
    fc.oneof(
      headerValue.map((v) => `X-Extra: ${v}`),
      fc.constantFrom(
        'no colon here',
        'Content-Transfer-Encoding: base64',
        ': empty name',
        'Content-Disposition: x',
      ),
    ),
    { maxLength: 2 },
  ),
});

// Mostly a real session: a garbage one is refused before the body is read.
const auth: fc.Arbitrary<MultipartRequest['auth']> = fc.oneof(
  { arbitrary: fc.constant('valid' as const), weight: 3 },
  { arbitrary: fc.constant('none' as const), weight: 2 },
  { arbitrary: headerValue.map((v) => ({ garbage: `Bearer ${v}` })), weight: 1 },
);

/** A request that could be a paid transcription: a real session and real audio in the `file` part. */
export function mayBePaid(request: MultipartRequest): boolean {
  // The name as the parser reads it: `name="file"; x="y"` is the file field.
  const named = (p: Part, name: string) => p.name.split('"')[0] === name;
  const identified =
    request.auth === 'valid' ||
    request.parts.some(
      (p) => named(p, 'json') && p.content.kind === 'text' && p.content.text.includes(validTokenPlaceholder),
    );
  return identified && request.parts.some((p) => named(p, 'file') && p.content.kind === 'audio');
}

/**
 * Multipart bodies for POST /api/ai/transcribe: missing, doubled or misnamed file parts, huge names,
 * `json` parts that are not JSON, random bytes as audio, malformed envelopes. Requests that could be
 * valid paid transcriptions are dropped (see mayBePaid): random bytes never sniff as audio, and real
 * audio is only sent without a valid identity.
 */
export const multipartRequests: fc.Arbitrary<MultipartRequest> = fc
  .record({
    auth,
    envelope: fc.oneof(
      { arbitrary: fc.constant('ok' as const), weight: 6 },
      {
        arbitrary: fc.constantFrom(
          'no-boundary' as const,
          'long-boundary' as const,
          'wrong-boundary' as const,
          'mixed' as const,
          'truncated' as const,
          'no-closing' as const,
        ),
        weight: 2,
      },
    ),
    parts: fc.array(part, { maxLength: 6 }),
  })
  .filter((request) => !mayBePaid(request));

const boundary = 'penwise-fuzz-boundary';

/** The raw body and content-type header of a generated request, with `token` standing in for the placeholder. */
export function encodeMultipart(
  request: MultipartRequest,
  token: string,
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const p of request.parts) {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const headers = [
      disposition,
      ...(p.contentType ? [`Content-Type: ${p.contentType}`] : []),
      ...p.extraHeaders,
    ];
    const body =
      p.content.kind === 'text'
        ? Buffer.from(p.content.text.replaceAll(validTokenPlaceholder, token))
        : p.content.bytes;
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`), body, Buffer.from('\r\n'));
  }
  if (request.envelope !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (request.envelope === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType = {
    ok: `multipart/form-data; boundary=${boundary}`,
    'no-boundary': 'multipart/form-data',
    'long-boundary': `multipart/form-data; boundary=${'b'.repeat(300)}`,
    'wrong-boundary': 'multipart/form-data; boundary=another-one',
    mixed: `multipart/mixed; boundary=${boundary}`,
    truncated: `multipart/form-data; boundary=${boundary}`,
    'no-closing': `multipart/form-data; boundary=${boundary}`,
  }[request.envelope];
  return { payload, contentType };
}
