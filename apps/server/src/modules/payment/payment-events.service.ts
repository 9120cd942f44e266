import type { Deps } from '../../lib/deps.ts';

/** Stub: applies due webhook events; returns how many it handled in this pass. */
export async function processDueEvents(_deps: Deps): Promise<number> {
  return 0;
}
