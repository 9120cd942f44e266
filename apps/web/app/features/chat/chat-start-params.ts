import type { ActiveChat } from './chat-panel-store.ts';

const SUPPLIER_IDENTITY = /^SUP[A-Z0-9]{3,20}$/;
const BUYER_IDENTITY = /^BUR[A-Z0-9]{3,20}$/;
const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;

/**
 * `/user/messages?supp=<supplier identity>&prod=<product id>`: the buyer's conversation with that
 * supplier (found, or started), with the product attached to the first message. A malformed
 * supplier identity means no chat; a malformed product id just no attachment.
 */
export function chatStartFromParams(params: URLSearchParams): Extract<ActiveChat, { kind: 'target' }> | null {
  const supp = (params.get('supp') ?? '').trim().toUpperCase();
  if (!SUPPLIER_IDENTITY.test(supp)) return null;
  const prod = (params.get('prod') ?? '').trim();
  return PRODUCT_ID.test(prod) && Number(prod) <= 2_147_483_647 ? { kind: 'target', counterpart: supp, embed: { type: 'product', id: prod } } : { kind: 'target', counterpart: supp };
}

/**
 * `/business/messages?u=<buyer identity>`: the supplier's conversation with that buyer (found, or
 * started), the supplier-side counterpart of `supp`. Anything but a buyer identity is ignored.
 */
export function supplierChatStartFromParams(params: URLSearchParams): Extract<ActiveChat, { kind: 'target' }> | null {
  const u = (params.get('u') ?? '').trim().toUpperCase();
  return BUYER_IDENTITY.test(u) ? { kind: 'target', counterpart: u } : null;
}
