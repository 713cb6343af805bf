import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PaymentsMode } from '@penwise/contract';
import { isLoopbackUrl } from './lib/loopback-url.ts';

const duration = /^(\d+)\s*(s|m|h|d)?$/;
const unitSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** Parses "30d", "12h", "45m", "90s" or a plain number of seconds. */
export function parseDurationSeconds(text: string): number | undefined {
  const match = duration.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 's') as keyof typeof unitSeconds;
  return Number(match[1]) * unitSeconds[unit];
}

const Duration = z.string().transform((text, ctx) => {
  const seconds = parseDurationSeconds(text);
  if (seconds === undefined || seconds <= 0) {
    ctx.addIssue({ code: 'custom', message: 'use a number of seconds or a value like 30d, 12h, 45m' });
    return z.NEVER;
  }
  return seconds;
});

const Url = z.url({ protocol: /^https?$/ });

const Bool = z.string().transform((text, ctx) => {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  ctx.addIssue({ code: 'custom', message: 'use true, false, 1 or 0' });
  return z.NEVER;
});

// What MEDIA_STORAGE=s3 cannot start without (the region has a default, the endpoint means AWS).
const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const trustProxyForms =
  "list the proxies' addresses or CIDRs, comma-separated (e.g. 127.0.0.1 for nginx or Caddy on the " +
  'same host, or 10.0.0.0/8,::1), or loopback / linklocal / uniquelocal, or a hop count from 1 to 10 ' +
  '(only when the port is reachable through the proxies alone), or false';
const proxyRanges = ['loopback', 'linklocal', 'uniquelocal'];
const maxHops = 10;
const isAddressOrCidr = (entry: string) => {
  if (proxyRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/** The proxies whose X-Forwarded-For is believed: their addresses, or how many hops sit in front. */
export type TrustProxySetting = false | string[] | { hops: number };

// Never `true` (every hop): a client could then pick its own address and walk past every
// per-address limit. A hop count believes that many hops however the request arrived, so it is
// only safe when the port is reachable through the proxies alone; addresses are checked instead.
const TrustProxy = z.string().transform((text, ctx): TrustProxySetting => {
  const value = text.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= maxHops) return { hops: Number(value) };
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrCidr)) return entries;
  const why = ['true', 'yes', 'on'].includes(value)
    ? 'true trusts every hop, so any client could choose its own address: '
    : '';
  ctx.addIssue({ code: 'custom', message: `${why}${trustProxyForms}` });
  return z.NEVER;
});

const ConfigSchema = z
  .object({
    // Port the HTTP server listens on.
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Interface to bind; 0.0.0.0 serves every interface.
    HOST: z.string().min(1).default('0.0.0.0'),
    // Folder for the embedded database, the mail outbox and stored media.
    DATA_DIR: z.string().min(1).default('./data'),
    // PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR/db is used.
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // Public address of the site, used in links sent by e-mail.
    PUBLIC_URL: Url.optional(),
    // SMTP server (smtp://user:pass@host:587); without it e-mails are written to DATA_DIR/mail.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    // Sender address of outgoing e-mail.
    MAIL_FROM: z.string().min(3).default('Penwise <no-reply@penwise.local>'),
    // Product name shown in e-mails.
    BRAND_NAME: z.string().min(1).default('Penwise'),
    // Support address shown in e-mails and on the site.
    SUPPORT_EMAIL: z.email().default('support@penwise.local'),
    // Sales address shown on /contact.
    SALES_EMAIL: z.email().default('sales@penwise.local'),
    // Legal entity named in the legal pages; defaults to BRAND_NAME.
    COMPANY_NAME: z.string().min(1).optional(),
    // Office address and phone shown on /contact (the phone link keeps only digits and +).
    COMPANY_ADDRESS: z.string().min(1).default('100 Example Street, Springfield, USA'),
    COMPANY_PHONE: z.string().min(1).default('+1 (555) 000-0000'),
    // How long a login lasts: seconds or 30d / 12h / 45m.
    SESSION_TTL: Duration.default(30 * 86400),
    // A login unused this long ends before SESSION_TTL (idle expiry): seconds or 7d / 12h.
    SESSION_IDLE_TTL: Duration.default(7 * 86400),
    // Redis (redis://host:6379) for the rate limits of several instances; without it they count in PostgreSQL, or in memory on the embedded database.
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    // Requests per minute one IP address may make to each auth route.
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    // Behind a reverse proxy, so client IPs come from X-Forwarded-For: the proxies' addresses/CIDRs
    // (127.0.0.1 for nginx or Caddy on the same host, 10.0.0.0/8,::1) or false.
    TRUST_PROXY: TrustProxy.default(false),
    // pino log level.
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Log lines: pretty (for people), json (for log collectors) or auto (pretty on a terminal unless NODE_ENV=production).
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    // Node's convention; production keeps LOG_FORMAT=auto on JSON lines even on a terminal.
    NODE_ENV: z.string().optional(),
    // Folder of the built web app; the server answers only /api without it.
    WEB_DIR: z.string().default('apps/web/build/client'),
    // Stripe secret key (sk_…); without it the built-in test checkout is used and no card is charged.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^[rs]k_/, 'use a Stripe secret key (sk_… or rk_…)')
      .optional(),
    // Signing secret of the Stripe webhook endpoint /api/stripe/webhook (whsec_…); needed with the key.
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    // Another address for the Stripe API (http://127.0.0.1:12111): tests and self-hosted Stripe mocks only.
    STRIPE_API_BASE: Url.optional(),
    // How payments are taken: stripe, test (the built-in test checkout: no card is charged, so whoever is logged in gets
    // any plan or pack) or off. Default: stripe with STRIPE_SECRET_KEY, test on a loopback PUBLIC_URL, otherwise off.
    PAYMENTS: PaymentsMode.optional(),
    // How often the test checkout renews or ends subscriptions whose period has elapsed.
    BILLING_CHECK_INTERVAL: Duration.default(60),
    // Which AI engines serve text, images, voiceover and transcription: openai (any OpenAI-compatible API) or demo (offline, no key). Default: openai when OPENAI_API_KEY is set.
    AI_ENGINE: z.enum(['openai', 'demo']).optional(),
    // API key of OpenAI or of an OpenAI-compatible server.
    OPENAI_API_KEY: z.string().min(1).optional(),
    // Another OpenAI-compatible API (Azure, Ollama http://127.0.0.1:11434/v1, vLLM, LocalAI).
    OPENAI_BASE_URL: Url.optional(),
    // Chat model for the writing tools.
    AI_TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
    // Image model: dall-e-3 (sizes below 1024 are scaled down), dall-e-2 or gpt-image-1.
    AI_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
    // Voiceover model (tts-1, tts-1-hd, gpt-4o-mini-tts).
    AI_TTS_MODEL: z.string().min(1).default('tts-1'),
    // Transcription model (whisper-1, gpt-4o-transcribe).
    AI_STT_MODEL: z.string().min(1).default('whisper-1'),
    // Bearer token for GET /metrics (Prometheus); without it the route does not exist.
    METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
    // Longest wait for the AI provider: seconds or 2m.
    AI_TIMEOUT: Duration.default(60),
    // Generations per minute one IP address may start (each holds a provider connection while it runs).
    AI_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    // Most tokens one text generation may produce, whatever the tool asks for.
    AI_TEXT_MAX_TOKENS: z.coerce.number().int().min(16).max(32000).default(2048),
    // Milliseconds per three words of the offline demo writer (about 150 words a second, like a model; sent at most every 50 ms); 0 for scans.
    AI_DEMO_PACE: z.coerce.number().int().min(0).max(1000).default(20),
    // Seconds a server may go without its heartbeat before another one ends its running generations (settles what they wrote, refunds the rest).
    INSTANCE_TIMEOUT: z.coerce.number().int().min(2).max(600).default(20),
    // Generations this server runs at once from the job queue; 0 serves HTTP only (another instance runs them). Needs DATABASE_URL.
    WORKERS: z.coerce.number().int().min(0).max(1000).default(64),
    // Images, voiceovers and transcriptions running at once on this server; more answer 429 (bounds memory and provider connections).
    MEDIA_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(8),
    // Images, voiceovers and transcriptions one user may run at once; more answer 429.
    MEDIA_MAX_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
    // Where media bytes live: local (DATA_DIR/media) or s3 (a bucket every instance shares, for more than one server).
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    // S3-compatible endpoint (R2, Garage, SeaweedFS, MinIO: https://s3.example.com); without it, AWS S3 in S3_REGION.
    S3_ENDPOINT: Url.optional(),
    // Bucket of the media; it must exist already.
    S3_BUCKET: z.string().min(1).optional(),
    // Region of the bucket (AWS); other services accept the default or name their own (auto on R2, garage on Garage).
    S3_REGION: z.string().min(1).default('us-east-1'),
    // Access key of a user allowed to list the bucket and to put, get and delete its objects.
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // true for <endpoint>/<bucket>/<key> addresses (MinIO, Garage, SeaweedFS); false for <bucket>.<endpoint>.
    S3_FORCE_PATH_STYLE: Bool.default(false),
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    // Without webhooks, Stripe renewals, cancellations and refunds would never reach Penwise.
    message: 'set it together with STRIPE_SECRET_KEY',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((env) => env.PAYMENTS !== 'stripe' || env.STRIPE_SECRET_KEY, {
    message: 'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    path: ['PAYMENTS'],
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || !env.PAYMENTS || env.PAYMENTS === 'stripe', {
    // Two answers to one question: the key would be ignored, or the test checkout would run beside Stripe.
    message: 'STRIPE_SECRET_KEY selects Stripe: remove it, or unset PAYMENTS',
    path: ['PAYMENTS'],
  })
  .refine((env) => env.AI_ENGINE !== 'openai' || env.OPENAI_API_KEY, {
    message: 'AI_ENGINE=openai needs OPENAI_API_KEY (or set AI_ENGINE=demo)',
    path: ['OPENAI_API_KEY'],
  })
  .refine((env) => env.WORKERS > 0 || env.DATABASE_URL, {
    // The embedded database serves one process: with no workers, nothing would ever run a generation.
    message: 'WORKERS=0 (HTTP only) needs DATABASE_URL, with another instance running the generations',
    path: ['WORKERS'],
  })
  .superRefine((env, ctx) => {
    if (env.MEDIA_STORAGE !== 's3') return;
    for (const name of s3Required.filter((variable) => !env[variable])) {
      ctx.addIssue({ code: 'custom', message: 'needed with MEDIA_STORAGE=s3', path: [name] });
    }
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    // The test checkout gives plans away: only on a site nobody else can reach, unless asked for by name.
    const payments: PaymentsMode =
      env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : isLoopbackUrl(publicUrl) ? 'test' : 'off');
    return {
      ...env,
      AI_ENGINE: env.AI_ENGINE ?? (env.OPENAI_API_KEY ? 'openai' : 'demo'),
      COMPANY_NAME: env.COMPANY_NAME ?? env.BRAND_NAME,
      DATA_DIR: path.resolve(env.DATA_DIR),
      WEB_DIR: path.resolve(env.WEB_DIR),
      PUBLIC_URL: publicUrl,
      PAYMENTS: payments,
    };
  });

export type Config = z.infer<typeof ConfigSchema>;

/** Reads the configuration from an environment; returns every problem instead of the first. */
export function parseConfig(env: Record<string, string | undefined>): Config | { problems: string[] } {
  // Empty variables (FOO= in a .env file) count as unset.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ConfigSchema.safeParse(present);
  if (result.success) return result.data;
  return {
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`),
  };
}

/** The one place that reads process.env: prints every problem and exits 1 when the config is bad. */
export function loadConfig(): Config {
  const config = parseConfig(process.env);
  if (!('problems' in config)) return config;
  console.error(`Invalid configuration:\n${config.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
