import { useCallback, useState } from 'react';

/** A set of selected keys that survives paging, with one-key and many-key toggles. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const setMany = useCallback((keys: readonly string[], select: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (select) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);
  return { selected, toggle, setMany };
}
