import type { Db } from './client.ts';

/** What `work` answered inside its transaction, and that transaction's COMMIT, still under way. */
export interface AnsweredBeforeCommit<T> {
  value: T;
  /** Settles when the COMMIT does; rejects when it fails (then nothing `work` wrote stays). */
  committed: Promise<void>;
}

/**
 * Runs `work` in a transaction and answers as soon as `work` has, while its COMMIT is sent: on
 * PostgreSQL a commit waits for its WAL to reach the disk, which the caller can overlap with work that
 * does not need the write to be durable yet (and must not show anyone before `committed` settles).
 * A failure before `work` answers rejects the call itself, as a plain transaction would.
 */
export async function answerBeforeCommit<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
): Promise<AnsweredBeforeCommit<T>> {
  let answer: (value: T) => void = () => undefined;
  const answered = new Promise<T>((resolve) => {
    answer = resolve;
  });
  const committed = db.transaction(async (tx) => {
    answer(await work(tx));
  });
  // Whichever comes first: the answer, or the transaction's failure before it.
  const value = await Promise.race([answered, committed.then(() => answered)]);
  return { value, committed };
}
