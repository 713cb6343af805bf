import { useEffect, type RefObject } from 'react';

/**
 * On a phone a tool's result panel sits below its form: bring it into view when a generation starts
 * (`started` turns true; `runKey` tells one generation from the next).
 */
export function useRevealOnStart(panel: RefObject<HTMLElement | null>, started: boolean, runKey?: unknown) {
  useEffect(() => {
    const element = panel.current;
    if (!started || !element) return;
    if (element.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    }
  }, [panel, started, runKey]);
}
