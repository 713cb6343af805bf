/** One Server-Sent Event of a generation; `id` increases by one from 1 within a generation. */
export interface GenerationEvent {
  id: number;
  event: string;
  /** JSON text, sent as the SSE `data:` line. */
  data: string;
}

/**
 * Where a generation's stream events live while it runs and for a while after, so a client that lost
 * its stream (a refresh, a second tab, another instance) reads everything after the last id it saw.
 * In memory for one process; Redis Streams when several instances share a REDIS_URL.
 */
export interface GenerationEventStore {
  readonly name: 'memory' | 'redis';
  /** Stores the event under `event.id`, which the producer assigns (1, 2, 3, …). */
  append(generationId: string, event: GenerationEvent): Promise<void>;
  /**
   * Every stored event with an id above `afterId`, then live ones as they are appended, ending after
   * an event whose name is in `terminal`, or when `signal` aborts. Gives nothing and ends when
   * `waitMs` passes with no new event (the caller then checks the database).
   */
  read(
    generationId: string,
    options: { afterId: number; terminal: readonly string[]; signal: AbortSignal; waitMs: number },
  ): AsyncIterable<GenerationEvent>;
  /** Drops the generation's events after `seconds`: once it has ended, a late reader gets them from the database. */
  expire(generationId: string, seconds: number): Promise<void>;
  close(): Promise<void>;
}
