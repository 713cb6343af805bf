import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

// PGlite runs PostgreSQL's defaults, sized for a database server: 128 MB of shared buffers inside a
// WebAssembly memory that never shrinks. One process serving one small database needs far less;
// 16 MB keeps the idle server ~200 MB smaller and still holds a busy instance's hot pages.
const settings = ['shared_buffers=16MB', 'wal_buffers=1MB', 'maintenance_work_mem=16MB'];

// PGlite's own start parameters (single-user mode, no parallel workers…), which startParams replaces.
// Not in its type declarations; if a release drops them we keep its defaults rather than break start.
const defaults = (PGlite as unknown as { defaultStartParams?: readonly string[] }).defaultStartParams;

/** The options every embedded database opens with (the server, tests, backup and restore). */
export function pgliteOptions(extra: PGliteOptions = {}): PGliteOptions {
  if (!defaults) return extra;
  return { ...extra, startParams: [...defaults, ...settings.flatMap((setting) => ['-c', setting])] };
}
