import type { Deps } from '../../lib/deps.ts';

/**
 * Stub: charges the sandbox subscriptions whose period has ended (and are not cancelling) by
 * sending a signed `invoice.paid` renewal event through the webhook handler, then applies it.
 * Called by the membership job before it expires plans. Returns how many were renewed.
 */
export async function renewDueSandboxSubscriptions(_deps: Deps, _now: Date = new Date()): Promise<number> {
  return 0;
}
