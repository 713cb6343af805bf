import { useCallback, useState } from 'react';

/** Wraps an async call with a busy flag, for the loading overlay. */
export function usePending<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
): [run: (...args: Args) => Promise<Result>, pending: boolean] {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args) => {
      setPending(true);
      try {
        return await call(...args);
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return [run, pending];
}
