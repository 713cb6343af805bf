// npm run db:backup [file]: a backup of the embedded database (PostgreSQL: use pg_dump, see README).
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { embeddedDbDir } from '../db/client.ts';
import { backupPglite } from '../db/pglite-backup.ts';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README).');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(
  process.argv[2] ?? path.join(config.DATA_DIR, 'backups', `penwise-${stamp}.tar.gz`),
);
try {
  const bytes = await backupPglite(embeddedDbDir(config.DATA_DIR), file);
  console.log(`Backed up the embedded database to ${file} (${String(bytes)} bytes).`);
} catch (error) {
  // A running server is reported by the database's lock, in its own words.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
