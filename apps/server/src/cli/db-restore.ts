// npm run db:restore <file>: replaces the embedded database with a db:backup file (server stopped).
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { embeddedDbDir } from '../db/client.ts';
import { restorePglite } from '../db/pglite-backup.ts';

const config = loadConfig();
const file = process.argv[2];
if (config.DATABASE_URL || !file) {
  console.error(
    config.DATABASE_URL
      ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (see the README).'
      : 'Usage: npm run db:restore -- <backup file>',
  );
  process.exit(2);
}
try {
  const keptAt = await restorePglite(path.resolve(file), embeddedDbDir(config.DATA_DIR));
  console.log(`Restored the embedded database from ${file}.`);
  if (keptAt) console.log(`The database it replaced is kept at ${keptAt}.`);
} catch (error) {
  // A running server is reported by the database's lock, in its own words.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
