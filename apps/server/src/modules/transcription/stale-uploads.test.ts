import { spawn } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleUploads, uploadFolderPrefix } from './stale-uploads.ts';

describe('upload folders left behind', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function folderOf(pid: number) {
    const dir = path.join(tmpdir(), `penwise-upload-${String(pid)}-test${String(made.length)}`);
    await mkdir(dir, { recursive: true });
    made.push(dir);
    return path.basename(dir);
  }

  it('removes those of a process that is gone, never those of a live one or its own', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid ?? 0;
    await new Promise((resolve) => child.once('exit', resolve));
    const gone = await folderOf(pid);
    const mine = await folderOf(process.pid);
    // The parent of this test runner is alive for as long as the test runs.
    const live = await folderOf(process.ppid);

    expect(await removeStaleUploads()).toBeGreaterThanOrEqual(1);
    const left = await readdir(tmpdir());
    expect(left).not.toContain(gone);
    expect(left).toContain(mine);
    expect(left).toContain(live);
    expect(uploadFolderPrefix()).toContain(`penwise-upload-${String(process.pid)}-`);
  });
});
