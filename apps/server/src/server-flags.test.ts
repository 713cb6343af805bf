import { readFileSync } from 'node:fs';
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
