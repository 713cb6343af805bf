// Child process: the reference for CPU per demo stream, a hand-written Fastify 5 server streaming the
// same tool's answer from the same demo engine (Penwise's own, the "model": it composes the text, counts
// its tokens and paces it) with the least a careful server would do around it: the same five round trips
// as Penwise (rate-limit count and session lookup together, hold + insert, a progress save each second,
// settle + end), each a prepared statement on its own small tables, and one SSE write per event in
// Penwise's format. No logger, hooks, schemas, ORM, event store or job queue.
// Usage: bare-sse.ts <admin database url | "pglite"> <users>. Prints "<base url> <tokens…>" on stdout.
// On PostgreSQL: `pg` with named statements on a scratch database. On PGlite: a database in a temporary
// directory through the client Penwise uses (PGlite with its prepared statements), started with the
// server's Node flags, so its WebAssembly runs on the same tier.
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import {
  countWords,
  resolveTool,
  textTokenCap,
  textTokenCost,
  type TextGenerationBody,
} from '@penwise/contract';
import { demoTextEngine } from '../../apps/server/src/adapters/ai/demo/demo-text-engine.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { builtInToolText } from '../../apps/server/src/modules/text-generation/text-prompt.ts';
import { timePgliteStatements } from './pglite-statements.ts';
import { onStop } from './on-stop.ts';
import { startProfile } from './profile.ts';
import { openReferenceStore, type ReferenceStatements } from './reference-store.ts';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const statements: ReferenceStatements = {
  rate: `insert into ref_rate values ($1, 1, now() + interval '1 minute') on conflict (key) do update
    set count = case when ref_rate.reset_at < now() then 1 else ref_rate.count + 1 end,
        reset_at = case when ref_rate.reset_at < now() then excluded.reset_at else ref_rate.reset_at end
    returning count`,
  session: 'select user_id from ref_sessions where token_hash = $1',
  // The id as text: pg reads a bigint as a string, PGlite as a number; the events stay the same on both.
  hold: `with held as (update ref_accounts set credits = credits - $2 where user_id = $1 and credits >= $2
    returning user_id) insert into ref_generations (user_id, status, held) select user_id, 'running', $2
    from held returning id::text as id`,
  progress: `update ref_generations set result = $2 where id = $1 and status = 'running' returning id`,
  settle: `with ended as (update ref_generations set status = 'succeeded', result = $2, tokens = $3,
    charged = $4 where id = $1 and status = 'running' returning user_id, held)
    update ref_accounts a set credits = a.credits + ended.held - $4 from ended where a.user_id = ended.user_id`,
};
const store = await openReferenceStore(process.argv[2] ?? '', statements);
await store.setUp(`
  create table ref_accounts (user_id int primary key, credits bigint not null);
  create table ref_sessions (token_hash text primary key, user_id int not null);
  create table ref_rate (key text primary key, count int not null, reset_at timestamptz not null);
  create table ref_generations (id bigserial primary key, user_id int not null, status text not null,
    held int not null, result text, tokens int, charged int);`);

const tokens: string[] = [];
for (let n = 0; n < Number(process.argv[3] ?? 1); n += 1) {
  const token = randomBytes(24).toString('base64url');
  tokens.push(token);
  await store.setUp('insert into ref_accounts values ($1, 1000000000)', [n]);
  await store.setUp('insert into ref_sessions values ($1, $2)', [sha256(token), n]);
}
const { run } = store;

const engine = demoTextEngine({ paceMs: Number(process.env.AI_DEMO_PACE ?? 20) });
// The engine's cap as Penwise's server has it in penwise.ts (AI_TEXT_MAX_TOKENS's default).
const config = parseConfig({ AI_ENGINE: 'demo' });
if ('problems' in config) throw new Error(config.problems.join('\n'));
const engineMaxTokens = config.AI_TEXT_MAX_TOKENS;
const sse = (id: number, event: string, data: unknown) =>
  `id: ${String(id)}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const app = Fastify({ logger: false });
app.post('/api/ai/text/stream', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const [rate, session] = await Promise.all([
    run('rate', [`POST /api/ai/text/stream:${request.ip}`]),
    run('session', [sha256(token)]),
  ]);
  const userId = (session.rows[0] as { user_id: number } | undefined)?.user_id;
  if (userId === undefined) return reply.code(401).send({ error: 'Invalid token' });
  if ((rate.rows[0] as { count: number }).count > 1e9) return reply.code(429).send({ error: 'Slow down' });
  const body = request.body as TextGenerationBody;
  const tool = typeof body.tool_data === 'string' ? resolveTool(body.tool_data) : undefined;
  if (!tool) return reply.code(400).send({ error: 'Unknown tool' });
  const text = builtInToolText(tool, body);
  const maxTokens = textTokenCap(text.maxWords, engineMaxTokens);
  const held = await run('hold', [userId, textTokenCost(maxTokens)]);
  const id = (held.rows[0] as { id: string } | undefined)?.id;
  if (id === undefined) return reply.code(402).send({ error: 'Not enough credits' });

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  let seq = 1;
  res.write(sse(seq, 'generation', { id }));
  let answer = '';
  let usage = 0;
  const progress = setInterval(() => void run('progress', [id, answer]), 1000);
  for await (const event of engine.stream({ ...text.prompt, maxTokens, brief: text.brief })) {
    if (event.type === 'done') usage = event.usage.completionTokens;
    else {
      answer += event.text;
      seq += 1;
      res.write(sse(seq, 'delta', { text: event.text }));
    }
  }
  clearInterval(progress);
  const credits = textTokenCost(usage);
  await run('settle', [id, answer, usage, credits]);
  seq += 1;
  const final = { text: answer, words: countWords(answer), tokens: usage, credits, historyId: id };
  res.end(sse(seq, 'final', final));
  return reply;
});

const base = await app.listen({ port: 0, host: '127.0.0.1' });
// BENCH_REF_CPU_PROF / BENCH_REF_ALLOC_PROF=<file>: V8 CPU and allocation profiles of the reference's
// streams, to set beside Penwise's.
const stopProfile = await startProfile(process.env.BENCH_REF_CPU_PROF, process.env.BENCH_REF_ALLOC_PROF);
const printStatements = timePgliteStatements(store.pglite);
console.log(`${base} ${tokens.join(' ')}`);
onStop(async () => {
  printStatements();
  await stopProfile();
  await app.close();
  await store.close();
});
