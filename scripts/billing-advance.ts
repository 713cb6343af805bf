// `npm run billing:advance -- --days 31`: moves the test checkout's billing clock on the running server
// (http://127.0.0.1:PORT) and renews or ends the subscriptions whose period has now ended.
import { parseArgs } from 'node:util';
import { AdvanceClockAnswer, apiPaths, ErrorAnswer } from '@penwise/contract';
import { loadConfig } from '../apps/server/src/config.ts';

const usage = 'Usage: npm run billing:advance -- --days <whole days, 0 to only run the period check>';

const { values } = parseArgs({ options: { days: { type: 'string' } } });
const days = Number(values.days);
if (values.days === undefined || !Number.isInteger(days) || days < 0) {
  console.error(usage);
  process.exit(2);
}

const url = `http://127.0.0.1:${loadConfig().PORT}${apiPaths.testCheckout.advanceClock}`;
let res: Response;
try {
  res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
} catch {
  console.error(`No Penwise server answers at ${url}. Start it first (npm start).`);
  process.exit(1);
}

const body: unknown = await res.json().catch(() => undefined);
if (res.status === 404) {
  // The route exists only with the built-in test checkout: under Stripe there is no clock to move.
  console.error(
    `No test checkout at ${url}: that server uses Stripe (its clock is Stripe's) or is not Penwise.`,
  );
  process.exit(1);
}
const answer = AdvanceClockAnswer.safeParse(body);
if (!res.ok || !answer.success) {
  const error = ErrorAnswer.safeParse(body);
  console.error(error.success ? error.data.error : `Unexpected answer (${res.status}) from ${url}`);
  process.exit(1);
}
const { now, renewed, ended } = answer.data.success;
console.log(`Billing clock is now ${now}: ${renewed} period(s) renewed, ${ended} plan(s) ended.`);
