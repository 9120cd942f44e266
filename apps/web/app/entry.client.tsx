import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Page views for the analytics reports (decision 032): the beacon's module follows the router from
// here, outside the light pages' first download (a few dozen bytes in it, against their budget).
void import('~/features/analytics/public/beacon.ts');
