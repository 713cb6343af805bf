import { useEffect, useState } from 'react';

/**
 * True while the page is being scrolled down past `offset`; false when scrolling up or near the
 * top. Moves smaller than `tolerance` px (touch jitter) change nothing.
 */
export function useHideOnScroll(offset = 60, tolerance = 6): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= offset) setHidden(false);
      else if (Math.abs(y - lastY) >= tolerance) setHidden(y > lastY);
      else return;
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset, tolerance]);
  return hidden;
}
