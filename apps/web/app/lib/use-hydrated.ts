import { useEffect, useState } from 'react';

/** False on the server and in the hydrating render, true after: for parts that exist only in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
