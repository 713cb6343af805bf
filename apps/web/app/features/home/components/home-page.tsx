import { lazy, Suspense, useEffect } from 'react';
import { BelowTheFold } from './below-the-fold';
import { HeroSection } from './hero-section';
import classes from './home.module.css';

/** The version label the home page logs. */
export const homeVersionLabel = 'v0.0.23';

// Everything under the hero hydrates in a pass of its own. A lazy component is not ready on its
// first render, so while hydrating, React keeps the boundary's prerendered HTML as it is, finishes
// and commits the rest (the hero with its e-mail box first), then hydrates the boundary a moment
// later: two shorter main-thread tasks instead of one long one. The code is the page's own (its
// styles must load with the page); only the hydration waits. The prerender writes the boundary in
// place (entry.server.tsx).
const DeferredBelowTheFold = lazy(async () => ({ default: BelowTheFold }));

/** The marketing home page: hero, about, features, steps, pricing, FAQ, get in touch. */
export function HomePage() {
  useEffect(() => {
    console.log(homeVersionLabel);
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
