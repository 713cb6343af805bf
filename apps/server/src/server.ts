import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { embeddedDbDir } from './db/client.ts';
import { exitWhenBusy, lockStaleMs, waitOutUnseenHolder } from './db/data-dir-lock.ts';
import { logFormatOf } from './lib/log-format.ts';
import { announceReady } from './lib/ready-line.ts';

const config = loadConfig();
if (!config.DATABASE_URL) {
  await waitOutUnseenHolder(embeddedDbDir(config.DATA_DIR), (holder) => {
    console.error(
      `The embedded database's lock is held by pid ${String(holder.pid)} on ${holder.hostname}, which this process cannot see (another container or machine): waiting up to ${String(lockStaleMs / 1000)} s for it to clear, in case that process is gone.`,
    );
  });
}
// Another server (or an admin command) holding the embedded database is said so, without a stack.
const app = await buildApp(config).catch(exitWhenBusy);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing open requests');
  // A stuck request must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
const address = app.server.address();
const listeningPort = typeof address === 'object' && address ? address.port : config.PORT;
announceReady({ config, format: logFormatOf(config), log: app.log, listeningPort });
