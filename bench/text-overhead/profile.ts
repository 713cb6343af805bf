import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/**
 * Starts V8's CPU profiler when `cpuFile` is set, and its sampling heap profiler when `allocationsFile`
 * is (every allocation sampled, those collected since included: what the garbage collector deals with);
 * the returned function writes each profile to its file.
 */
export async function startProfile(
  cpuFile: string | undefined,
  allocationsFile?: string,
): Promise<() => Promise<void>> {
  if (!cpuFile && !allocationsFile) return async () => {};
  const session = new Session();
  session.connect();
  if (cpuFile) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  if (allocationsFile) {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  return async () => {
    if (cpuFile) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(cpuFile, JSON.stringify(profile));
    }
    if (allocationsFile) {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      await writeFile(allocationsFile, JSON.stringify(profile));
    }
  };
}
