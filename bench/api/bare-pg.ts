// Child process: the second reference, a hand-written Fastify 5 + pg server answering show-credits and
// show-history exactly as Penwise does (same paths, same session rules, same bytes for the seeded data)
// with the least a careful hand-written server would do: one named statement per request (the live
// session joined to the read), rows mapped by hand, JSON.stringify. No logger, hooks, schemas or ORM.
// DATABASE_URL: Penwise's database. Prints its base URL on stdout.
import { createHash } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const idleMs = 7 * 86_400_000; // SESSION_IDLE_TTL's default, as the benchmarked server runs
const touchEveryMs = 5 * 60_000;

const live = `sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3`;
const sessionColumns = 'u.id as user_id, u.email, u.name, u.ref_code, s.id as session_id, s.last_seen_at';
const creditsSql = `select ${sessionColumns}, c.x, c.y from ${live.replace(
  ' where',
  ' left join credit_accounts c on c.user_id = s.user_id where',
)} limit 1`;
const historySql = `select ${sessionColumns}, g.* from ${live.replace(
  ' where',
  ` left join lateral (select id, type, input, result, media_id, meta, credits_charged, created_at, status
      from generations where user_id = s.user_id
        and (status in ('queued', 'running', 'succeeded') or credits_charged > 0)
      order by seq desc nulls first limit $4) g on true where`,
)}`;

interface SessionRow {
  session_id: string;
  last_seen_at: Date;
}

/** Runs `sql` for the request's bearer token; undefined (after answering 401) without a live session. */
async function withSession<T extends SessionRow>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  text: string,
  extra: unknown[] = [],
) {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const now = new Date();
  const values = [
    createHash('sha256').update(token).digest('hex'),
    now,
    new Date(now.getTime() - idleMs),
    ...extra,
  ];
  const { rows } = await pool.query<T>({ name, text, values });
  const first = rows[0];
  if (!first) {
    await reply.code(401).send({ error: 'Invalid token', code: 'invalid_token' });
    return undefined;
  }
  if (now.getTime() - first.last_seen_at.getTime() > touchEveryMs)
    await pool.query('update sessions set last_seen_at = $1 where id = $2', [now, first.session_id]);
  return rows;
}

interface ItemRow extends SessionRow {
  id: string | null;
  type: string;
  input: unknown;
  result: string | null;
  media_id: string | null;
  meta: { voice?: string; size?: string; duration?: number; fileName?: string } | null;
  credits_charged: string;
  created_at: Date;
  status: string;
}

interface SaveData {
  cat: string;
  tool: string;
  description: string;
  tone?: string;
  language?: string;
  brand_voice_id?: string;
  brand_voice_name?: string;
  fields?: Record<string, string>;
  command?: string;
}

// jsonb hands keys back in its own order: write GenTextInput's, as the contract does.
function input(value: unknown) {
  if (typeof value === 'string') return value;
  const { prompt, save_data: d } = value as { prompt: string; save_data: SaveData };
  const { cat, tool, description, tone, language, brand_voice_id, brand_voice_name, fields, command } = d;
  const saveData = {
    cat,
    tool,
    description,
    tone,
    language,
    brand_voice_id,
    brand_voice_name,
    fields,
    command,
  };
  return { prompt, save_data: saveData };
}

// The contract's key order (HistoryItem), optional fields only when set.
function item(row: ItemRow) {
  const meta = row.meta ?? {};
  const audio = row.type === 'TTS' || row.type === 'Speech2Text';
  return {
    id: row.id,
    type: row.type,
    date: row.created_at.toISOString(),
    input: input(row.input),
    result: row.result ?? undefined,
    mp3_url: audio && row.media_id ? `/api/media/${row.media_id}` : undefined,
    transcription: row.type === 'Speech2Text' ? (row.result ?? undefined) : undefined,
    voice: meta.voice,
    size: meta.size,
    duration: meta.duration,
    file_name: meta.fileName || undefined,
    credits: Number(row.credits_charged),
    status: row.status,
  };
}

const app = Fastify({ logger: false });
app.post('/api/plans/show-credits', async (request, reply) => {
  const rows = await withSession<SessionRow & { x: string | null; y: string | null }>(
    request,
    reply,
    'ref_credits',
    creditsSql,
  );
  if (!rows?.[0]) return reply;
  return { success: { x: Number(rows[0].x ?? 0), y: Number(rows[0].y ?? 0) } };
});
app.post('/api/plans/show-history', async (request, reply) => {
  const rows = await withSession<ItemRow>(request, reply, 'ref_history', historySql, [50]);
  if (!rows) return reply;
  return { success: rows.filter((row) => row.id !== null).map(item) };
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
