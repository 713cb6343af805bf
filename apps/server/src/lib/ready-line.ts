import { styleText } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { LogFormat } from './log-format.ts';
import { stdoutDestination } from './stdout-destination.ts';

type ReadyConfig = Pick<
  Config,
  | 'BRAND_NAME'
  | 'PUBLIC_URL'
  | 'PORT'
  | 'AI_ENGINE'
  | 'OPENAI_BASE_URL'
  | 'AI_TEXT_MODEL'
  | 'DATABASE_URL'
  | 'PAYMENTS'
  | 'STRIPE_SECRET_KEY'
>;

// Longer base URLs (Azure deployments) are cut to their host: the line must stay one line.
const maxBaseLength = 40;

/** Where the API lives, without credentials or query (an Azure api-version, a key someone put there). */
function describeBase(baseUrl: string): string {
  const url = new URL(baseUrl);
  const full = `${url.host}${url.pathname.replace(/\/+$/, '')}`;
  return full.length <= maxBaseLength ? full : url.host;
}

// config.AI_ENGINE is already resolved (openai only with a key): the decision adapters/ai/index.ts follows.
function describeEngines(config: ReadyConfig): string {
  if (config.AI_ENGINE === 'demo') return 'demo engines';
  // The writing tools' model is the one operators change most; the others are in the configuration.
  if (!config.OPENAI_BASE_URL) return `OpenAI engines (${config.AI_TEXT_MODEL})`;
  return `OpenAI-compatible engines at ${describeBase(config.OPENAI_BASE_URL)} (${config.AI_TEXT_MODEL})`;
}

// config.PAYMENTS is already resolved from the keys and PUBLIC_URL: the decision createPaymentEngine follows.
function describePayments(config: ReadyConfig): string {
  if (config.PAYMENTS === 'test') return 'test checkout';
  if (config.PAYMENTS === 'off') return 'payments off';
  // A test-mode key charges no card either: worth knowing before going live.
  return /^[rs]k_test_/.test(config.STRIPE_SECRET_KEY ?? '') ? 'Stripe in test mode' : 'Stripe';
}

/** The address people open: PUBLIC_URL, with the real port when PORT=0 let the system pick one. */
export function readyAddress(config: ReadyConfig, listeningPort: number): string {
  if (config.PORT === 0 && config.PUBLIC_URL === 'http://localhost:0')
    return `http://localhost:${listeningPort}`;
  return config.PUBLIC_URL;
}

/** "Penwise is ready at http://localhost:3000 — demo engines, embedded database, test checkout". */
export function readyLine(config: ReadyConfig, listeningPort: number): string {
  // openDatabase picks PostgreSQL exactly when DATABASE_URL is set.
  const database = config.DATABASE_URL ? 'PostgreSQL' : 'embedded database';
  const parts = [describeEngines(config), database, describePayments(config)];
  return `${config.BRAND_NAME} is ready at ${readyAddress(config, listeningPort)} — ${parts.join(', ')}`;
}

// JSON lines are written asynchronously, pretty ones synchronously: the line joins the same queue.
function writerFor(format: LogFormat): (text: string) => void {
  if (format === 'json') return (text) => stdoutDestination().write(text);
  return (text) => process.stdout.write(text);
}

/**
 * Says once that the server is ready: a plain line on stdout for whoever watches the terminal, and in
 * JSON mode also an info log line with the same facts as fields, for log collectors. Like any info
 * line it stays quiet below LOG_LEVEL=info (the test suites run with warn).
 */
export function announceReady(
  deps: { config: Config; format: LogFormat; log: FastifyBaseLogger; listeningPort: number },
  write: (text: string) => void = writerFor(deps.format),
): void {
  const { config, format, log, listeningPort } = deps;
  if (!['info', 'debug', 'trace'].includes(config.LOG_LEVEL)) return;
  const line = readyLine(config, listeningPort);
  // styleText leaves the text plain when stdout is not a colour terminal (or NO_COLOR is set).
  write(`${styleText('bold', line)}\n`);
  if (format === 'json')
    log.info(
      {
        url: readyAddress(config, listeningPort),
        ai: config.AI_ENGINE,
        database: config.DATABASE_URL ? 'postgres' : 'pglite',
        payments: config.PAYMENTS,
      },
      line,
    );
}
