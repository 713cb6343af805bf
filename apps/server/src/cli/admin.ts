// npm run admin -- <command>: operator commands against the configured database (see adminUsage).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createAdminService } from '../modules/admin/admin.service.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { adminUsage, runAdminCommand } from './admin-commands.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const admin = createAdminService({ db: database.db, credits: createCreditsService(database.db) });
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
