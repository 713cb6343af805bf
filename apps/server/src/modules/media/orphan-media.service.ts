import { MediaId } from '@penwise/contract';
import type { MediaStorage } from '../../adapters/media/media-storage.ts';
import type { MediaRepository } from './media.repository.ts';

export interface OrphanMediaOptions {
  /**
   * A file younger than this is kept even without a row: a generation in flight stores its file
   * first and writes the row after (minutes at most).
   */
  graceMinutes?: number;
  /** Files looked at per listing page, and so keys per row lookup. */
  pageSize?: number;
  /** Pages per sweep; the next sweep goes on after the last key this one looked at. */
  maxPages?: number;
  /**
   * The clock file times are compared with: the wall clock, never the app's test or billing clock, since
   * the storage stamps files with the real time.
   */
  now?: () => Date;
}

/** Removes stored media files no media row references, such as one stored just before a crash. */
export function createOrphanMediaService(
  deps: { rows: Pick<MediaRepository, 'hasAny' | 'storageKeysAmong'>; storage: MediaStorage },
  { graceMinutes = 60, pageSize = 500, maxPages = 20, now = () => new Date() }: OrphanMediaOptions = {},
) {
  const { rows, storage } = deps;
  // Where the last sweep stopped, so a store larger than one sweep is covered over several; in memory
  // only: after a restart the first sweep starts from the beginning again.
  let resumeAfter: string | undefined;

  return {
    /** One bounded pass over the stored files; answers how many it removed. */
    async sweep(): Promise<number> {
      // Files beside an empty table mean a database restored without its rows yet, or the wrong database:
      // removing every file would be the wrong answer, and real orphans can wait for the first row.
      if (!(await rows.hasAny())) return 0;
      const cutoff = now().getTime() - graceMinutes * 60_000;
      let removed = 0;
      let pages = 0;
      for await (const page of storage.listPages({ pageSize, startAfter: resumeAfter })) {
        // Only names we could have given: a file of another tool in the bucket is never ours to remove.
        const old = page
          .filter((object) => object.lastModified.getTime() < cutoff && MediaId.safeParse(object.key).success)
          .map((object) => object.key);
        const referenced = await rows.storageKeysAmong(old);
        for (const key of old) {
          if (referenced.has(key)) continue;
          await storage.delete(key);
          removed += 1;
        }
        resumeAfter = page.at(-1)?.key ?? resumeAfter;
        pages += 1;
        if (pages >= maxPages) return removed;
      }
      // The listing reached the end: the next sweep starts over.
      resumeAfter = undefined;
      return removed;
    },
  };
}

export type OrphanMediaService = ReturnType<typeof createOrphanMediaService>;
