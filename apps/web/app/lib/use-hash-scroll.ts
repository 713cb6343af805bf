import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Navigating to /#faq from another page renders the home page a moment after the location
// changes, so the target may not exist yet: look again on each frame for about a second.
const maxFrames = 60;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function targetOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * Hash links (/#about … /#get-in-touch) scroll smoothly to their element from any page,
 * also when clicked again while already on it (each click is a new location key).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = targetOf(hash);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      frame += 1;
      if (frame < maxFrames) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [hash, key]);
}
