import type { Deps } from '../../lib/deps.ts';
import type { AnalyticsEventKind } from '../../db/schema/analytics-events.ts';
import { viewerCountry } from './event-fields.ts';

/** The business actions: recorded by the services after commit, never by a beacon. */
export const ACTION_KINDS = ['inquiry', 'chat_started', 'quotation_sent', 'quotation_preferred', 'quotation_declined', 'contact_unlock', 'rfq_posted'] as const satisfies readonly AnalyticsEventKind[];
export type ActionKind = (typeof ACTION_KINDS)[number];

export interface ActionFields {
  supplierId?: string | null;
  buyerId?: string | null;
  productId?: number | null;
  rfqId?: number | null;
  /** Who did it: their account's country is the event's. */
  actor: { id: string; fdCountry?: string | null };
}

/**
 * Records a business action after its transaction committed (decision 032). Actions are facts of
 * the marketplace done by a logged-in account, counted whatever browser made them (no bot rule),
 * and recording them cannot fail the action: the event only joins the buffer.
 */
export function recordAction(deps: Pick<Deps, 'analytics'>, kind: ActionKind, fields: ActionFields): void {
  const at = new Date().toISOString();
  deps.analytics.record({
    at,
    kind,
    supplier_id: fields.supplierId ?? null,
    buyer_id: fields.buyerId ?? null,
    product_id: fields.productId ?? null,
    rfq_id: fields.rfqId ?? null,
    // No visitor key: unique visitors are counted from views, and an action names its account anyway.
    country: viewerCountry(fields.actor.fdCountry, {}),
  });
}
