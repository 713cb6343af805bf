// Set-based seeding straight into the tables (INSERT … SELECT generate_series): a million rows in
// seconds, where seeding through the API would take hours. Shapes follow what the app writes.
import type { SqlConnection } from '../../apps/server/src/db/client.ts';

/** How many rows one phase adds: the measured user's share, and everyone else's. */
export interface GrowthPlan {
  users: number;
  /** Rows of the dormant user, who stops using the app after the fresh phase: old rows only. */
  dormant: { history: number; ledger: number };
  history: { mine: number; others: number };
  ledger: { mine: number; others: number };
  invoices: { mine: number; others: number };
  sessionsPerUser: number;
}

const generatedText = 'A short paragraph of generated text about tea, its history and how to brew it well. ';

// Type mix of a writer's history: mostly text, some images, voiceovers and transcriptions. Hashed, so
// the measured user's every-20th rows get the same mix as everyone's.
const bucket = `mod(hashint4(i)::bigint + 2147483648, 100)`;
const historyType = `case when ${bucket} < 85 then 'GenText' when ${bucket} < 92 then 'TTImage'
  when ${bucket} < 97 then 'TTS' else 'Speech2Text' end`;

/**
 * Row i of a table's series goes to the measured user when `i % every = 0` (interleaved over time,
 * as real traffic is, so their rows are not packed together on disk), else to another user in turn.
 */
const seeded = `select id from users where email like 'seeded-%'`;
const ownerJoin = `cross join (select count(*) as n from (${seeded}) as s) as k
    left join (select id, row_number() over (order by id) - 1 as n from (${seeded}) as s) as o
      on o.n = i % greatest(k.n, 1)`;
const owner = (every: number) => `case when i % ${String(every)} = 0 then $1::uuid else o.id end`;

/** Splits `mine + others` rows so that every `every`-th goes to the measured user. */
function series(rows: { mine: number; others: number }) {
  const total = rows.mine + rows.others;
  if (rows.mine === 0) return { total, every: total + 1 };
  const every = rows.others === 0 ? 1 : Math.max(1, Math.round(total / rows.mine));
  return { total, every };
}

async function seedUsers(sql: SqlConnection, count: number) {
  await sql.executeSql(
    `insert into users (email, name, password_hash, ref_code, created_at)
     select 'seeded-' || i || '-' || $1 || '@seed.example.com', 'Growth user ' || i,
            '$argon2id$v=19$m=19456,t=2,p=1$bench$not-a-real-hash', 'G' || $1 || 'x' || i,
            now() - i * interval '1 hour'
     from generate_series(1, $2::int) as i`,
    [String(Date.now()), count],
  );
  await sql.executeSql(
    `insert into credit_accounts (user_id, x, y) select id, 5000, 0 from users on conflict do nothing`,
  );
}

async function seedHistory(sql: SqlConnection, userId: string, rows: { mine: number; others: number }) {
  const { total, every } = series(rows);
  if (total === 0) return;
  await sql.executeSql(
    `insert into generations (user_id, type, input, result, meta, credits_charged, engine, created_at, tokens)
     select ${owner(every)}, t.type,
       case when t.type = 'GenText' then jsonb_build_object('prompt', 'Write ten blog ideas about tea, number ' || i,
              'save_data', jsonb_build_object('cat', 'blog', 'tool', 'blog-ideas',
                'description', 'Ten blog ideas about tea ' || i, 'tone', 'Friendly', 'language', 'English'))
            else to_jsonb('A picture or a voiceover about tea, number ' || i) end,
       case when t.type = 'GenText' then repeat($2, 15) when t.type = 'Speech2Text' then repeat($2, 6) end,
       case when t.type = 'TTS' then '{"voice": "alloy", "duration": 12.5}'::jsonb
            when t.type = 'TTImage' then '{"size": "512x512"}'::jsonb
            when t.type = 'Speech2Text' then '{"fileName": "talk.mp3", "duration": 61}'::jsonb end,
       1 + i % 40, 'demo', now() - ($3::int - i) * interval '10 seconds', 300 + i % 500
     from generate_series(1, $3::int) as i
     cross join lateral (select ${historyType} as type) as t
     ${ownerJoin}`,
    [userId, generatedText, total],
  );
}

async function seedLedger(sql: SqlConnection, userId: string, rows: { mine: number; others: number }) {
  const { total, every } = series(rows);
  if (total === 0) return;
  // A generation writes a 'reserve' and a 'settle' row; now and then a purchase tops the balance up
  // (one in 500 rows: the measured user's 100 purchases match their 100 invoices).
  await sql.executeSql(
    `insert into credit_ledger (user_id, delta_x, delta_y, reason, reference, idempotency_key, created_at)
     select ${owner(every)},
       case when i % 500 = 1 then 1000 when i % 2 = 0 then -(10 + i % 40) else 3 end, 0,
       case when i % 500 = 1 then 'pack_purchase' when i % 2 = 0 then 'reserve' else 'settle' end,
       md5(i::text), 'growth:' || $2 || ':' || i, now() - ($3::int - i) * interval '1 second'
     from generate_series(1, $3::int) as i
     ${ownerJoin}`,
    [userId, String(Date.now()), total],
  );
}

async function seedInvoices(sql: SqlConnection, userId: string, rows: { mine: number; others: number }) {
  const { total, every } = series(rows);
  if (total === 0) return;
  await sql.executeSql(
    `insert into invoices (user_id, product, type, revenue_cents, credits, created_at)
     select ${owner(every)},
       case when i % 3 = 0 then 'Gold Pack' else 'Pro' end,
       case when i % 3 = 0 then 'pack' else 'subscription' end,
       case when i % 3 = 0 then 1900 else 2900 end, 10000, now() - ($2::int - i) * interval '1 hour'
     from generate_series(1, $2::int) as i
     ${ownerJoin}`,
    [userId, total],
  );
}

async function seedSessions(sql: SqlConnection, perUser: number) {
  if (perUser === 0) return;
  await sql.executeSql(
    `insert into sessions (user_id, token_hash, expires_at, last_seen_at)
     select u.id, md5(u.id::text || ':' || g || $2) || md5($2 || g || ':' || u.id::text),
            now() + interval '30 days', now()
     from users as u cross join generate_series(1, $1::int) as g
     where u.email like 'seeded-%'`,
    [perUser, String(Date.now())],
  );
}

/** Adds one phase's rows, then VACUUM ANALYZE so plans see the new sizes and autovacuum stays quiet while measuring. */
export async function seedGrowth(
  sql: SqlConnection,
  owners: { heavy: string; dormant: string },
  plan: GrowthPlan,
) {
  const userId = owners.heavy;
  await seedUsers(sql, plan.users);
  await seedHistory(sql, owners.dormant, { mine: plan.dormant.history, others: 0 });
  await seedLedger(sql, owners.dormant, { mine: plan.dormant.ledger, others: 0 });
  await seedHistory(sql, userId, plan.history);
  await seedLedger(sql, userId, plan.ledger);
  await seedInvoices(sql, userId, plan.invoices);
  await seedSessions(sql, plan.sessionsPerUser);
  await sql.executeSql(
    'vacuum (analyze) users, sessions, credit_accounts, credit_ledger, generations, invoices',
  );
}
