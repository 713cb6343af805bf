import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// React Router's default entry, except that the browser first paints the prerendered page:
// hydration is long main-thread work, and the visitor should see the text while it runs.
requestAnimationFrame(() => setTimeout(hydrate, 0));
