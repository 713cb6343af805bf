// `npm start` runs the server as one bundle (with a chunk per lazily loaded module) rather than ~1,700
// module files: measured on PostgreSQL, ~40 MB less RSS when idle and less start CPU, since V8 keeps less
// per-module code and Node stops re-reading each package's package.json per file (nodejs/node#58126).
// Tests and `npm run dev` keep running the sources.
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Esbuild from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');
/** Where `npm start` keeps its bundles, one folder per build (ignored by git, like every `build/`). */
export const serverBuildsDir = path.join(serverRoot, 'build/server');
const entryName = 'server.mjs';
const inputsName = 'inputs.json';
// Names the build `npm start` runs; replaced in one rename, so a start never reads half of it.
const currentName = 'current.json';
const keptBuilds = 3;

// Loaded from node_modules at run time rather than bundled: native addons and WebAssembly (sharp,
// argon2, PGlite, the audio codecs), packages that read files beside their own code (pdfkit's fonts,
// pino's transport workers), and the SDKs that load only on first use anyway.
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  'text2wav',
  'audio-decode',
  '@breezystack/lamejs',
  'pdfkit',
  'dejavu-fonts-ttf',
  'docx',
  'pino',
  'pino-pretty',
  'thread-stream',
  'stripe',
  'openai',
  'nodemailer',
  '@aws-sdk/*',
  'music-metadata',
  // CommonJS packages the server imports with import(): inside a bundle their namespace holds only
  // `default`, so `const { Redis } = await import('ioredis')` would find nothing. Node's own loader
  // gives them their named exports.
  'ioredis',
  '@zxcvbn-ts/*',
];

// A module of ours that finds a file beside itself (`new URL('./worker.ts', import.meta.url)`, the
// migrations folder) must still find it from the bundle's folder: its import.meta.url becomes its source path.
function sourceUrls(outdir: string): Esbuild.Plugin {
  return {
    name: 'penwise-source-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(file, 'utf8');
        if (/import\.meta\.(dirname|filename)/.test(source))
          throw new Error(`${file}: use import.meta.url, which the server bundle maps to the source file`);
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const relative = path.relative(outdir, file).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/** Bundles src/server.ts into `outdir` (replacing what was there) and returns the entry file. */
export async function bundleServer(outdir: string): Promise<string> {
  const esbuild = await import('esbuild');
  await rm(outdir, { recursive: true, force: true });
  // esbuild's service process would otherwise stay beside the server for its whole life (tens of MB).
  const result = await esbuildBuild(esbuild, outdir).finally(() => esbuild.stop());
  // Metafile keys are paths, some with an import attribute after them or a namespace before ("(disabled):").
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !/^[\w()-]+:/.test(input))
    .map((input) => path.resolve(input.replace(/ with \{.*\}$/, '')));
  await writeFile(path.join(outdir, inputsName), JSON.stringify(inputs));
  return path.join(outdir, entryName);
}

function esbuildBuild(esbuild: typeof Esbuild, outdir: string) {
  return esbuild.build({
    entryPoints: [path.join(serverRoot, 'src/server.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outdir,
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    // Without whitespace and with shorter syntax (not renamed): ~17 MB less RSS on an idle server,
    // measured on PostgreSQL against the same bundle unminified. Names in stacks and logs stay as written;
    // NODE_OPTIONS=--enable-source-maps maps a stack back to the sources.
    minifyWhitespace: true,
    minifySyntax: true,
    keepNames: true,
    sourcemap: 'linked',
    external,
    // Bundled CommonJS packages call require(): give every chunk one.
    banner: {
      js: "import { createRequire as __penwiseRequire } from 'node:module'; const require = __penwiseRequire(import.meta.url);",
    },
    plugins: [sourceUrls(outdir)],
    metafile: true,
    logLevel: 'warning',
  });
}

const mtimeOf = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : Infinity);

/** True when there is no bundle, or a file it was built from (or the installed packages) changed since. */
export async function bundleIsStale(outdir: string): Promise<boolean> {
  const entry = path.join(outdir, entryName);
  const inputsFile = path.join(outdir, inputsName);
  if (!existsSync(entry) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(inputsFile).mtimeMs;
  const inputs = JSON.parse(await readFile(inputsFile, 'utf8')) as string[];
  const installed = [path.join(repoRoot, 'node_modules/.package-lock.json')].filter(existsSync);
  return [...inputs, ...installed].some((file) => mtimeOf(file) > builtAt);
}

async function currentBuild(buildsDir: string): Promise<string | undefined> {
  const file = path.join(buildsDir, currentName);
  if (!existsSync(file)) return undefined;
  const { dir } = JSON.parse(await readFile(file, 'utf8')) as { dir: string };
  return path.join(buildsDir, dir);
}

/** Deletes all but the newest builds: a server started on one of them still finds its lazily loaded chunks. */
async function pruneBuilds(buildsDir: string, current: string) {
  const builds = (await readdir(buildsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && /^\d+-\d+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  const old = builds.slice(0, Math.max(0, builds.length - keptBuilds)).filter((name) => name !== current);
  await Promise.all(old.map((name) => rm(path.join(buildsDir, name), { recursive: true, force: true })));
}

/**
 * The file `npm start` imports: the current bundle, or a new one when it is stale; the sources when it
 * cannot be built (esbuild missing, a build error), which start the same server with more memory.
 */
export async function serverEntry(
  warn: (message: string) => void,
  buildsDir = serverBuildsDir,
): Promise<string> {
  try {
    const current = await currentBuild(buildsDir);
    if (current && !(await bundleIsStale(current))) return path.join(current, entryName);
    // A new folder rather than over the old one: a server still running the old build loads its chunks
    // later, on first use, and two starts building at once do not write into each other's files.
    const name = `${String(Date.now())}-${String(process.pid)}`;
    const entry = await bundleServer(path.join(buildsDir, name));
    const pointer = path.join(buildsDir, `${currentName}.${name}`);
    await writeFile(pointer, JSON.stringify({ dir: name }));
    await rename(pointer, path.join(buildsDir, currentName));
    await pruneBuilds(buildsDir, name);
    return entry;
  } catch (error) {
    warn(`Could not bundle the server (${String(error)}); starting it from its sources.`);
    return path.join(serverRoot, 'src/server.ts');
  }
}
