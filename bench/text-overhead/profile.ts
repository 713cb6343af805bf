import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

const gcKinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor (scavenges)',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major (mark-compact)',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/**
 * BENCH_GC_STATS=1: counts the process's garbage collections by kind and their pause time; the returned
 * function prints them to stderr.
 */
function countCollections(): () => void {
  if (!process.env.BENCH_GC_STATS) return () => undefined;
  const totals = new Map<string, { count: number; ms: number }>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A 'gc' entry carries its kind in `detail`, which PerformanceEntry's type leaves out.
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = gcKinds[detail?.kind ?? -1] ?? 'other';
      const total = totals.get(kind) ?? { count: 0, ms: 0 };
      total.count += 1;
      total.ms += entry.duration;
      totals.set(kind, total);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => {
    observer.disconnect();
    const figures = [...totals].map(([kind, t]) => `${kind} ${String(t.count)}× ${t.ms.toFixed(0)} ms`);
    console.error(
      `${path.basename(process.argv[1] ?? '')}: garbage collection since the streams began: ${figures.join(' · ')}`,
    );
  };
}

/**
 * Starts V8's CPU profiler when `cpuFile` is set, and its sampling heap profiler when `allocationsFile`
 * is (every allocation sampled, those collected since included: what the garbage collector deals with);
 * the returned function writes each profile to its file (and prints the collections, BENCH_GC_STATS).
 */
export async function startProfile(
  cpuFile: string | undefined,
  allocationsFile?: string,
): Promise<() => Promise<void>> {
  const printCollections = countCollections();
  if (!cpuFile && !allocationsFile)
    return async () => {
      printCollections();
    };
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
    printCollections();
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
