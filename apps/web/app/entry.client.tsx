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

// Hydrate after the first paint: the server-rendered page (links and forms work without
// JavaScript) shows first, and hydrating it does not hold back its largest paint (decision 012).
requestAnimationFrame(() => setTimeout(hydrate, 0));
