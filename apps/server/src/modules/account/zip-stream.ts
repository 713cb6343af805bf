import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as it is read: entries are added one after the other and each waits while the reader
 * is behind, so memory stays at a chunk or two whatever the size of the files.
 */
export function zipStream() {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });

  async function pushAll(
    entry: ZipPassThrough | ZipDeflate,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ) {
    zip.add(entry);
    for await (const chunk of chunks) {
      entry.push(chunk);
      if (output.destroyed) throw new Error('the download was closed');
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    entry.push(new Uint8Array(0), true);
  }

  return {
    output: output as Readable,
    /** A small text file, compressed. */
    addText: (name: string, text: string) =>
      pushAll(new ZipDeflate(name, { level: 6 }), [new TextEncoder().encode(text)]),
    /** A stored file (media is compressed already), streamed from `source`. */
    addStream: (name: string, source: Readable) => pushAll(new ZipPassThrough(name), source),
    end: () => zip.end(),
    fail: (error: Error) => {
      zip.terminate();
      output.destroy(error);
    },
  };
}
