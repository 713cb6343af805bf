import type { ComponentType } from 'react';

// The first section under the hero: its prerendered HTML in the document means the page is hydrating.
export const firstSectionId = 'about';

let wake: () => void = () => undefined;
const woken = new Promise<void>((resolve) => {
  wake = resolve;
});

/** Loads the sections now if they were waiting: the visitor is leaving the prerendered page. */
export function wakeBelowTheFold(): void {
  wake();
}

/** Resolves once the first section or any after it comes near the viewport (the visitor scrolls or tabs to it). */
function nearViewport(first: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px 0px' },
    );
    for (let section: Element | null = first; section; section = section.nextElementSibling) {
      observer.observe(section);
    }
  });
}

/**
 * The sections under the hero, for React.lazy. Over a prerendered page they load when the visitor
 * comes near them: until then React keeps their prerendered HTML as it is (styled: their CSS loads
 * with the page, see vite.config.ts), and a visitor who reads only the hero never downloads or runs
 * their code. Links in them work before that as plain links. Anywhere else (a client-side
 * navigation, the prerender itself) they load at once.
 */
export async function loadBelowTheFold(): Promise<{ default: ComponentType }> {
  const first = typeof document === 'undefined' ? null : document.getElementById(firstSectionId);
  if (first) await Promise.race([nearViewport(first), woken]);
  const { BelowTheFold } = await import('./below-the-fold');
  return { default: BelowTheFold };
}
