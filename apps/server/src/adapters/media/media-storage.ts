import type { Readable } from 'node:stream';

/** Where media bytes live: local files, or objects in an S3-compatible bucket that several servers share. */
export interface MediaStorage {
  readonly name: 'local' | 's3';
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Stores a local file's bytes under `key` without holding them in memory (uploads). */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The bytes from `start` to `end` inclusive (HTTP Range semantics), or the whole object. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}
