// `npm start`: build the web app when its build is missing or older than its sources, bundle the server
// when its bundle is (apps/server/src/server-bundle.ts), then serve everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverEntry } from '../apps/server/src/server-bundle.ts';
import { restartWithServerEnvironment } from '../apps/server/src/server-flags.ts';

// First, before any work: glibc reads MALLOC_ARENA_MAX only as a process starts.
restartWithServerEnvironment();

const root = path.resolve(import.meta.dirname, '..');
// WEB_BUILD_DIR (inside apps/web) keeps a second build beside the usual one; WEB_DIR must then point at its client folder.
const builtPage = path.join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'client/index.html');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/contract/src',
  'apps/web/build-tools',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt < changedAt) {
  console.log(
    builtAt
      ? 'The web app changed since its last build: rebuilding…'
      : 'Building the web app (first start only)…',
  );
  // Always React's production build: a shell or test runner that set NODE_ENV=test or development would
  // otherwise ship the development build (twice the JavaScript, and slow).
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
// Node keeps the server's compiled modules (the bundle's chunks) on disk: a restart compiles none of them again.
enableCompileCache();
const entry = await serverEntry((message) => console.warn(message));
await import(pathToFileURL(entry).href);
