// npm run admin -- <command>: operator commands against the configured database (see adminUsage).
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createConfiguredAdmin } from '../modules/admin/configured-admin.ts';
import { adminUsage, isHelpRequest, runAdminCommand } from './admin-commands.ts';

// Asking for help is a success, and needs neither the configuration nor the database (which the
// running server may hold).
if (isHelpRequest(process.argv.slice(2))) {
  console.log(adminUsage);
  process.exit(0);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// On stderr, so what the provider answered when a refund fails reaches the operator, not stdout's report.
const log = pino({ level: config.LOG_LEVEL }, pino.destination(2));
const admin = createConfiguredAdmin(config, database.db, log);
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
  await database.close();
}
process.exit(exitCode);
