import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorAnswer } from '@penwise/contract';
import type { Db } from '../db/client.ts';
import { adminRepository } from '../modules/admin/admin.repository.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';

const sourceRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

// A V8 stack frame, a file of ours, or a dependency: none of these may reach a client.
const leaks: [string, RegExp][] = [
  ['a stack frame', /\n\s+at .+:\d+:\d+/],
  ['a source path', new RegExp(sourceRoot.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&'))],
  ['node_modules', /node_modules/],
  ['a TypeScript file position', /\.ts:\d+/],
];

/** Why this answer breaks the API's promises (5xx, leaked internals, error body not `{error, code}`), if it does. */
export function problemsOf(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${String(res.statusCode)}`);
  for (const [what, pattern] of leaks) if (pattern.test(res.body)) problems.push(`leaks ${what}`);
  const type = res.headers['content-type'] ?? '';
  if (res.statusCode >= 400 && type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    if (!ErrorAnswer.safeParse(body).success) problems.push('error body is not { error, code }');
  }
  return problems;
}

/** A user's credits as show-credits answers them, and how many ledger rows they have. */
export async function moneyOf(db: Db, userId: string) {
  const { x, y } = await createCreditsService(db).balance(userId);
  const ledgerRows = (await adminRepository(db).ledger(userId, 10_000)).length;
  return { x, y, ledgerRows };
}
