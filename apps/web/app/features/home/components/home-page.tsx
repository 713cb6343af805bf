import { lazy, Suspense, useEffect } from 'react';
import { loadBelowTheFold, wakeBelowTheFold } from './below-the-fold-loader';
import { HeroSection } from './hero-section';
import classes from './home.module.css';

/** The version label the home page logs. */
export const homeVersionLabel = 'v0.0.23';

// Everything under the hero hydrates in a pass of its own, once its code has loaded (see
// below-the-fold-loader.ts). A lazy component is not ready on its first render, so while hydrating,
// React keeps the boundary's prerendered HTML as it is, finishes and commits the rest (the hero with
// its e-mail box first), then hydrates the boundary later. The prerender writes the boundary in
// place (entry.server.tsx).
const DeferredBelowTheFold = lazy(loadBelowTheFold);

/** The marketing home page: hero, about, features, steps, pricing, FAQ, get in touch. */
export function HomePage() {
  useEffect(() => {
    console.log(homeVersionLabel);
    // Leaving for another page: the sections load now, so coming back renders them at once.
    return wakeBelowTheFold;
  }, []);
  return (
    <div className={classes.page}>
      <HeroSection />
      <Suspense fallback={null}>
        <DeferredBelowTheFold />
      </Suspense>
    </div>
  );
}
