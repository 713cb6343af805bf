import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Each upload's folder names the process that received it: `penwise-upload-<pid>-XXXXXX`.
const prefix = 'penwise-upload-';

/** Where this process puts the next upload's folder (mkdtemp adds six random characters). */
export const uploadFolderPrefix = () => path.join(tmpdir(), `${prefix}${String(process.pid)}-`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes upload folders left by Penwise processes that are gone (killed mid-upload or
 * mid-transcription): never those of a process still running, such as another instance on this host.
 * Answers how many it removed.
 */
export async function removeStaleUploads(): Promise<number> {
  const names = await readdir(tmpdir()).catch(() => []);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    // Folders of older releases carry no pid: they cannot be told apart, so they are left alone.
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || isAlive(pid)) continue;
    await rm(path.join(tmpdir(), name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
