import { protocol } from '@electric-sql/pglite';

type Message = Parameters<Parameters<protocol.Parser['parse']>[1]>[0];

/**
 * A text column named with this ending comes back from PGlite as the bytes of its text (UTF-8), a Buffer,
 * not a string. PGlite would decode a large answer into a string that the route then encodes again for
 * the socket (~100 µs for a 66 KB page of history with non-ASCII text); asked for in binary format, a
 * text column is sent as its bytes, handed over here without either step. Only PGlite's prepared path
 * (pglite-prepared-statements.ts) reads it; PostgreSQL's driver returns such a column as a string. Its
 * answer skips PGlite's own handling: a statement named so must not NOTIFY (nothing here LISTENs on
 * PGlite), since its notifications would reach no listener.
 */
export const bytesColumnSuffix = '_utf8_bytes';

const textOid = 25;
const formatText = 0;
const formatBinary = 1;

/** How many columns a statement answers, and the positions of those that come back as bytes. */
export function bytesColumnsOf(columns: Message[]): { count: number; bytes: number[] } {
  const fields = columns.flatMap((message) =>
    message instanceof protocol.messages.RowDescriptionMessage ? message.fields : [],
  );
  const bytes: number[] = [];
  for (const [position, field] of fields.entries()) {
    if (!field.name.endsWith(bytesColumnSuffix)) continue;
    if (field.dataTypeID !== textOid) throw new Error(`${field.name} must be text to come back as bytes`);
    bytes.push(position);
  }
  return { count: fields.length, bytes };
}

/** `bind` (PGlite's Bind, all columns as text) asking for the `binary` positions in binary format instead. */
export function bindWithBinaryColumns(bind: Uint8Array, columnCount: number, binary: number[]): Uint8Array {
  // A Bind ends with its result formats: PGlite writes a count of 0 (every column as text). In its place go
  // one format code for each column, and the message's length grows to match.
  if (bind.at(-1) !== 0 || bind.at(-2) !== 0) throw new Error('unexpected Bind: its result formats are set');
  const out = new Uint8Array(bind.length + 2 * columnCount);
  out.set(bind.subarray(0, bind.length - 2));
  const view = new DataView(out.buffer);
  view.setInt32(1, out.length - 1);
  view.setInt16(bind.length - 2, columnCount);
  for (let column = 0; column < columnCount; column++) {
    view.setInt16(bind.length + 2 * column, binary.includes(column) ? formatBinary : formatText);
  }
  return out;
}

/**
 * Gathers PGlite's answer, which comes in chunks that are views into its memory (reused by whatever runs
 * next): copied once into one buffer, sized from `sizeHint` (the last answer's size) and doubled if short.
 */
export function answerBuffer(sizeHint: number) {
  let buffer = Buffer.allocUnsafe(Math.max(sizeHint, 16_384));
  let length = 0;
  return {
    push(chunk: Uint8Array) {
      if (length + chunk.length > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.max(buffer.length * 2, length + chunk.length));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      buffer.set(chunk, length);
      length += chunk.length;
    },
    bytes: () => buffer.subarray(0, length),
  };
}

/**
 * The protocol messages in `raw`, either way (a backend's answer, a frontend's request): each starts at
 * `at` with its type byte, then its length (itself included, not the type), and ends before `end`.
 */
export function* protocolFrames(raw: Uint8Array): Generator<{ at: number; length: number; end: number }> {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  for (let at = 0; at + 5 <= raw.length;) {
    const length = view.getInt32(at + 1);
    const end = at + 1 + length;
    yield { at, length, end };
    at = end;
  }
}

const dataRow = 'D'.charCodeAt(0);
const decoder = new TextDecoder();

/**
 * The backend's messages in `raw` (its whole answer, copied out of PGlite), as PGlite's parser gives them,
 * except that the `binary` columns of each row are Buffers over `raw`. A database error is thrown.
 */
export function messagesOf(raw: Uint8Array, binary: number[]): Message[] {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const parser = new protocol.Parser();
  const messages: Message[] = [];
  for (const { at, length, end } of protocolFrames(raw)) {
    if (raw[at] !== dataRow) {
      parser.parse(raw.subarray(at, end), (message) => messages.push(message));
    } else {
      const fields: (string | Buffer | null)[] = [];
      const count = view.getInt16(at + 5);
      let offset = at + 7;
      for (let column = 0; column < count; column++) {
        const size = view.getInt32(offset);
        const start = offset + 4;
        offset = start + Math.max(size, 0);
        if (size < 0) fields.push(null);
        else if (binary.includes(column)) fields.push(Buffer.from(raw.buffer, raw.byteOffset + start, size));
        else fields.push(decoder.decode(raw.subarray(start, offset)));
      }
      // parseResults hands each field to its type's parser: text's returns it as it is, a Buffer included.
      messages.push(new protocol.messages.DataRowMessage(length, fields as (string | null)[]));
    }
  }
  const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  return messages;
}
