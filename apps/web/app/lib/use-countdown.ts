import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` once a second and calls `onDone` once at zero (e.g. the
 * success and cancel pages go to the dashboard after 5 seconds). Returns the seconds left.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  // The latest callback, so a parent re-rendering with a new closure does not restart the count.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (left <= 0) {
      onDoneRef.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return Math.max(0, left);
}
