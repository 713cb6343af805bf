import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { scheduleOrphanMediaSweep } from './orphan-media-scheduler.ts';

/** A bare app whose warn and error lines are kept, with the sweep scheduled on it. */
async function appSweeping(sweep: () => Promise<number>) {
  const lines: { level: number; msg: string; removed?: number }[] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as never) } },
  });
  scheduleOrphanMediaSweep(app, { sweep });
  await app.ready();
  return { app, lines };
}

describe('scheduleOrphanMediaSweep', () => {
  it('sweeps at start and logs a warning with the count when it removed files', async () => {
    const sweep = vi.fn(async () => 3);
    const { app, lines } = await appSweeping(sweep);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(lines[0]).toMatchObject({ level: 40, removed: 3 });
    expect(lines[0]?.msg).toMatch(/no media row/);
    await app.close();
  });

  it('stays quiet when there was nothing to remove', async () => {
    const sweep = vi.fn(async () => 0);
    const { app, lines } = await appSweeping(sweep);
    await vi.waitFor(() => expect(sweep).toHaveBeenCalledTimes(1));
    await app.close();
    expect(lines).toEqual([]);
  });

  it('waits for a sweep in progress when the app closes', async () => {
    let finish = () => {};
    let finished = false;
    const sweep = () =>
      new Promise<number>((resolve) => {
        finish = () => {
          finished = true;
          resolve(0);
        };
      });
    const { app } = await appSweeping(sweep);
    const closed = app.close();
    setTimeout(() => finish(), 20);
    await closed;
    expect(finished).toBe(true);
  });
});
