import { callPath } from '@tradelink/shared/api/paths';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { signedHeaders } from '@tradelink/shared/api/signing-node';

/** A product page as a browser asks for it, or (no web build) the signed `product.get` call behind it. */
export function productRequest(productId: number, pages: boolean) {
  if (pages) return { path: `/product/${productId}`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' } };
  const params: Array<[string, string]> = [['id', String(productId)]];
  const pathname = callPath('product.get');
  return { path: `${pathname}?id=${productId}`, headers: signedHeaders(DEFAULT_SIGNING_KEY, { method: 'GET', path: pathname, body: '', params }) as Record<string, string> };
}
