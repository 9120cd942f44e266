import type { Deps } from '../../lib/deps.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.provider.ts';
import { stripeProvider } from './stripe.provider.ts';

/** The provider a stored payment or subscription belongs to (it may predate a configuration change). */
export function providerFor(deps: Deps, name: string): PaymentProvider {
  return name === 'stripe' ? stripeProvider(deps) : sandboxProvider(deps);
}
