import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/** Starts V8's CPU profiler when `file` is set; the returned function writes the profile there. */
export async function startProfile(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
  };
}
