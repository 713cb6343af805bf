import { useCallback, useEffect, useState } from 'react';
import { isFailure, type ApiFailure, type ApiResult } from './api-client';

export interface ApiQuery<T> {
  /** The latest successful answer; kept while a reload is in flight. */
  data: T | undefined;
  /** The latest failure, cleared by the next success. */
  error: ApiFailure | undefined;
  /** True until the current load (first or reload) has answered. */
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  run: number;
  data: T | undefined;
  error: ApiFailure | undefined;
}

/**
 * Runs `load` (a module-level fetcher from a feature's api/ folder) when the component mounts
 * and on `reload()`. An answer that arrives after unmount or after a newer run is dropped, so
 * a slow first answer can never overwrite a fresher one.
 */
export function useApiQuery<T extends object>(
  load: () => Promise<ApiResult<T>>,
  enabled = true,
): ApiQuery<T> {
  const [run, setRun] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ run: -1, data: undefined, error: undefined });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void load().then((result) => {
      if (!current) return;
      setSettled((previous) =>
        isFailure(result)
          ? { run, data: previous.data, error: result }
          : { run, data: result, error: undefined },
      );
    });
    return () => {
      current = false;
    };
  }, [load, enabled, run]);

  const reload = useCallback(() => setRun((value) => value + 1), []);
  return { data: settled.data, error: settled.error, loading: enabled && settled.run !== run, reload };
}
