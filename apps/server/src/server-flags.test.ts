import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-flags.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const scriptsOf = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the Node flags the server runs with', () => {
  it('are the same in every script that starts it', () => {
    const starts = [
      scriptsOf('package.json').start,
      scriptsOf('apps/server/package.json').start,
      scriptsOf('apps/server/package.json').dev,
    ];
    for (const script of starts) {
      expect(script).toMatch(/^node /);
      for (const flag of serverNodeFlags) expect(script?.split(' ')).toContain(flag);
    }
  });
});

describe.runIf(process.platform === 'linux')('restartWithServerEnvironment', () => {
  // A script that restarts itself the way `npm start` does and prints what the restarted process sees.
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'penwise-flags-')), 'restart.ts');
  writeFileSync(
    script,
    `import { restartWithServerEnvironment } from ${JSON.stringify(path.join(import.meta.dirname, 'server-flags.ts'))};
restartWithServerEnvironment();
console.log(JSON.stringify({ arena: process.env.MALLOC_ARENA_MAX, flags: process.execArgv, args: process.argv.slice(2) }));`,
  );
  const run = (env: Record<string, string>) =>
    JSON.parse(
      execFileSync(process.execPath, ['--max-semi-space-size=16', script, 'one', 'two'], {
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
      }),
    ) as { arena?: string; flags: string[]; args: string[] };

  it('starts the server with MALLOC_ARENA_MAX=2, keeping its flags and arguments', () => {
    const seen = run({});
    expect(seen.arena).toBe('2');
    expect(seen.flags).toContain('--max-semi-space-size=16');
    expect(seen.args).toEqual(['one', 'two']);
  });

  it("keeps an operator's own value", () => {
    expect(run({ MALLOC_ARENA_MAX: '4' }).arena).toBe('4');
  });
});
