import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiPaths, findTool, textTokenCap, textTokenCost } from '@penwise/contract';
import { creditReservations, generations } from '../db/schema/index.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import type { Buyer } from '../test/factories.ts';
import { readSse, textOfEvents } from '../test/sse.ts';
import type { TestApp } from '../test/test-app.ts';

const tool = findTool('facebook-ads');
if (!tool) throw new Error('catalogue lost facebook-ads');
/** A text tool and what reserving it holds (its token cap at the default AI_TEXT_MAX_TOKENS × the rate). */
export const textTool = { slug: tool.slug, maxCost: textTokenCost(textTokenCap(tool.prompt.maxWords, 2048)) };
export const textBody = { tool_data: tool.slug, content: 'A reusable bamboo water bottle' };

/** The statuses of the buyer's credit reservations, oldest first ('held', 'settled', 'refunded'). */
export async function reservationsOf(t: TestApp, buyer: Buyer) {
  const rows = await t.database.db
    .select({ status: creditReservations.status, charged: creditReservations.charged })
    .from(creditReservations)
    .where(eq(creditReservations.userId, buyer.id))
    .orderBy(creditReservations.createdAt);
  return rows;
}

/** The buyer's history items: a generation that failed without a charge kept nothing to list. */
export async function generationsOf(t: TestApp, buyer: Buyer) {
  const rows = await t.database.db.select().from(generations).where(eq(generations.userId, buyer.id));
  return rows.filter((row) => row.status !== 'failed' || row.creditsCharged > 0);
}

/** Ends every fault test: the balance is the ledger's sum and nothing stays held. */
export async function expectSettledAndBalanced(t: TestApp, buyer: Buyer) {
  expect(await createCreditsService(t.database.db).ledgerMismatches()).toEqual([]);
  expect((await reservationsOf(t, buyer)).filter((row) => row.status === 'held')).toEqual([]);
}

/** Waits (up to 3 s) until `check` holds: the server settles after it notices a closed connection. */
export async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 150 && !(await check()); i += 1) await sleep(20);
  expect(await check()).toBe(true);
}

/** Streams the text tool's generation over a real socket until `until` has arrived, then leaves. */
export async function streamThenLeave(baseUrl: string, buyer: Buyer, until: string): Promise<string> {
  const { events } = await readSse(
    `${baseUrl}${apiPaths.ai.textStream}`,
    {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(textBody),
    },
    (received) => textOfEvents(received).includes(until),
  );
  return textOfEvents(events);
}
