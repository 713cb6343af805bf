// Bench-only seeding on top of scripts/api-seed.ts: parallel runs and demo history.
import { apiPaths } from '@penwise/contract';
import { expectStatus, post } from '../../scripts/api-seed.ts';

export type { Credentials } from '../../scripts/api-seed.ts';
export const benchPassword = 'benchmark password 1';
export const benchTool = { tool_data: 'blog-ideas', content: 'Ten blog ideas about tea.' };

/** Runs `task` for 0..count-1 with at most `concurrency` in flight. */
export async function inParallel<T>(count: number, concurrency: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** Writes `count` history items for the user with demo text generations. */
export async function generateHistory(base: string, token: string, count: number): Promise<void> {
  await inParallel(count, 10, async () => {
    const res = await post(base, apiPaths.ai.text, benchTool, token);
    await expectStatus(res, 200, 'text generation');
  });
}
