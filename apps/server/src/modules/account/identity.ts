import crypto from 'node:crypto';
import { BUYER_IDENTITY_PREFIX, SUPPLIER_IDENTITY_PREFIX } from '@tradelink/shared/constants/lists';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(length: number): string {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}

/** A new buyer identity, BUR + 10 characters (unique index guards the rare collision). */
export const newBuyerIdentity = () => `${BUYER_IDENTITY_PREFIX}${randomCode(10)}`;
export const newSupplierIdentity = () => `${SUPPLIER_IDENTITY_PREFIX}${randomCode(10)}`;
