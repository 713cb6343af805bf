import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { logFormatOf } from './log-format.ts';
import { stdoutDestination } from './stdout-destination.ts';

/** Fastify's request lines, one short line each: "incoming request GET /x", "request completed 200 in 4 ms". */
export function requestSummary(log: Record<string, unknown>, messageKey: string): string {
  const raw = log[messageKey];
  const message = typeof raw === 'string' ? raw : '';
  const req = log.req as { method?: unknown; url?: unknown } | undefined;
  const res = log.res as { statusCode?: unknown } | undefined;
  const parts = [message];
  if (typeof req?.method === 'string' && typeof req.url === 'string') parts.push(`${req.method} ${req.url}`);
  if (typeof res?.statusCode === 'number') parts.push(String(res.statusCode));
  if (typeof log.responseTime === 'number') parts.push(`in ${Math.round(log.responseTime)} ms`);
  return parts.join(' ');
}

async function prettyStream() {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    // In this thread, written as each line is logged: no worker thread (and its memory) as with a
    // pino transport, and nothing is lost when shutdown calls process.exit.
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    messageFormat: requestSummary,
    // requestSummary has said what matters of these; reqId stays, to find a request's other lines.
    ignore: 'pid,hostname,req,res,responseTime',
  });
}

/** Fastify's `logger` option: off when silent, readable lines on a terminal, JSON lines otherwise (LOG_FORMAT). */
export async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  if (config.LOG_LEVEL === 'silent') return false;
  const format = logFormatOf(config);
  if (format === 'json') return { level: config.LOG_LEVEL, stream: stdoutDestination() };
  return { level: config.LOG_LEVEL, stream: await prettyStream() };
}
