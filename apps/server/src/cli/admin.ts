// npm run admin -- <command>: operator commands against the configured database (see adminUsage).
import pino from 'pino';
import { createServices } from '../composition/composition-root.ts';
import { loadConfig } from '../config.ts';
import { exitWhenBusy } from '../db/data-dir-lock.ts';
import { AppError } from '../errors.ts';
import { adminUsage, isHelpRequest, runAdminCommand } from './admin-commands.ts';

// Asking for help is a success, and needs neither the configuration nor the database (which the
// running server may hold).
if (isHelpRequest(process.argv.slice(2))) {
  console.log(adminUsage);
  process.exit(0);
}

const config = loadConfig();
// On stderr, so what the provider answered when a refund fails reaches the operator, not stdout's report.
const log = pino({ level: config.LOG_LEVEL }, pino.destination(2));
// The server's own wiring over the configured database and payment provider: a refund here is the same refund.
// A server holding the embedded database: nothing is changed, and the operator is told why.
const services = await createServices(config, {}, { log }).catch(exitWhenBusy);
const { admin } = services;
let exitCode = 0;
try {
  const known = await runAdminCommand(admin, process.argv.slice(2), (line, table) => {
    console.log(line);
    if (table) console.table(table);
  });
  if (!known) {
    console.error(adminUsage);
    exitCode = 2;
  }
} catch (error) {
  // Our own errors are for the operator (unknown e-mail, bad amount); anything else is a bug.
  console.error(error instanceof AppError ? error.message : error);
  exitCode = 1;
} finally {
  await services.close();
}
process.exit(exitCode);
