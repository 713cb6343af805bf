import type { Readable } from 'node:stream';

/** What a key may look like: our ids are base64url, so a key never names a path or needs escaping. */
export const safeKey = /^[A-Za-z0-9_-]+$/;

/** A stored object as a listing sees it. */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

export interface ListOptions {
  /** Most objects in one page (S3 answers at most 1,000). */
  pageSize: number;
  /** Begin after this key: where an earlier listing stopped. */
  startAfter?: string;
}

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
  /**
   * Every stored object whose name could be a key, in key order (byte order, as S3 lists), one page per
   * read; the caller stops reading when it has seen enough. Objects still being written are left out.
   */
  listPages(options: ListOptions): AsyncIterable<StoredObject[]>;
}
