import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { uploadFolderPrefix } from './stale-uploads.ts';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { transcriptionMessages, uploadLimits } from '@penwise/contract';
import type { AudioFormat } from '../../adapters/ai/transcription-engine.ts';
import { AppError } from '../../errors.ts';
import { asClientError } from '../../lib/client-errors.ts';
import { sniffAudioFormat, sniffBytes } from './audio-format.ts';

/** An uploaded audio file, checked and on local disk until `discard`. */
export interface ReceivedAudio {
  filePath: string;
  format: AudioFormat;
  mime: string;
  fileName: string;
  bytes: number;
  discard(): Promise<void>;
}

/**
 * Runs when the `file` part begins, before one byte of it is read, with the `json` field sent before
 * it (if any): it authenticates and checks the balance, and its throw refuses the upload unread.
 */
export type BeforeFile = (json: string | undefined) => Promise<void>;

// What the multipart parser (busboy) says about a body that is not well-formed multipart/form-data.
const malformedMultipart =
  /^(Multipart: |Boundary required|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle )/;

/**
 * The parser's complaints about a malformed body, and its own 4xx errors (406 for a `json` part that is
 * not JSON, 413 limits), as AppErrors: the client sent them, so they are 4xx, never a 500.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof Error && !(error instanceof AppError) && malformedMultipart.test(error.message)) {
    return new AppError('validation_failed', 400, 'The upload is not valid multipart/form-data.', 'file');
  }
  return asClientError(error);
}

export const tooLarge = () => new AppError('payload_too_large', 413, transcriptionMessages.tooLarge, 'file');
const unsupported = () =>
  new AppError('unsupported_media_type', 415, transcriptionMessages.unsupported, 'file');

/**
 * Streams the file to disk while counting and checking it: past 25MB, or when its first bytes are
 * not mp3/mp4/mpeg/wav, it stops at once (413/415) instead of reading the rest of the body.
 */
function guard(
  file: Readable & { truncated?: boolean },
  found: { format?: AudioFormat; mime?: string; bytes: number },
) {
  const proven = async (head: Buffer) => {
    const sniffed = await sniffAudioFormat(head);
    if (!sniffed) throw unsupported();
    Object.assign(found, sniffed);
    return head;
  };
  return async function* (source: AsyncIterable<Buffer>) {
    let head: Buffer[] = [];
    let headBytes = 0;
    for await (const chunk of source) {
      found.bytes += chunk.length;
      if (file.truncated || found.bytes > uploadLimits.maxBytes) throw tooLarge();
      if (found.format) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < sniffBytes) continue;
      yield await proven(Buffer.concat(head));
      head = [];
    }
    if (file.truncated) throw tooLarge();
    if (found.format || headBytes === 0) return;
    // A file shorter than the sniffing window.
    yield await proven(Buffer.concat(head));
  };
}

/**
 * Reads the multipart body of POST /api/ai/transcribe: an optional `json` field, then one `file` part,
 * which is read only once `beforeFile` accepted the request.
 */
export async function receiveAudioUpload(
  req: FastifyRequest,
  beforeFile: BeforeFile,
): Promise<ReceivedAudio> {
  const dir = await mkdtemp(uploadFolderPrefix());
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    let json: string | undefined;
    let received: Omit<ReceivedAudio, 'discard'> | undefined;
    const parts = req.parts({
      limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 4, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'json' && typeof part.value === 'string') json = part.value;
        continue;
      }
      if (part.fieldname !== 'file')
        throw new AppError('validation_failed', 400, 'Send the audio in the file field.', 'file');
      await beforeFile(json);
      const found: { format?: AudioFormat; mime?: string; bytes: number } = { bytes: 0 };
      const filePath = path.join(dir, 'upload');
      await pipeline(part.file, guard(part.file, found), createWriteStream(filePath));
      if (!found.format || !found.mime) throw unsupported();
      received = {
        filePath,
        format: found.format,
        mime: found.mime,
        fileName: part.filename || `audio.${found.format}`,
        bytes: found.bytes,
      };
    }
    if (!received) throw new AppError('validation_failed', 400, transcriptionMessages.noFile, 'file');
    return { ...received, discard };
  } catch (error) {
    await discard();
    throw asUploadError(error);
  }
}
