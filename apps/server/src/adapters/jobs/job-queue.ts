import type { SqlConnection } from '../../db/client.ts';

/** A job taken from the queue: its id (to complete it) and the data it was sent with. */
export interface QueuedJob {
  id: string;
  data: unknown;
}

/**
 * The durable queue generations wait in until a server with free workers takes them. A job is sent
 * inside the transaction that holds its credits, so there is never a hold without a job or the reverse.
 */
export interface JobQueue {
  readonly name: 'pg-boss' | 'memory';
  start(): Promise<void>;
  /** Queues `data` inside the caller's transaction (visible when that commits); answers the job's id. */
  send(data: object, tx: SqlConnection): Promise<string>;
  /** Takes up to `limit` waiting jobs; each is this server's until completed (no other server gets it). */
  fetch(limit: number): Promise<QueuedJob[]>;
  complete(id: string): Promise<void>;
  stop(): Promise<void>;
}
