import { normalizeLocalPath } from '@tradelink/shared/validation/local-path';

/** `direct-url` carries the return path as base64 (UTF-8). */
export function encodeDirectUrl(path: string): string {
  const bytes = new TextEncoder().encode(path);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The local path a `direct-url` names, or "/" when it is missing, undecodable, or not a local
 * path (the shared `isLocalPath` rule, which the server's `return_to` checks too): no open redirects.
 */
export function decodeDirectUrl(value: string | null | undefined): string {
  if (!value) return '/';
  try {
    const binary = atob(value);
    const path = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return normalizeLocalPath(path) ?? '/';
  } catch {
    return '/';
  }
}

export function withDirectUrl(page: string, returnTo: string): string {
  return returnTo && returnTo !== '/' ? `${page}?direct-url=${encodeURIComponent(encodeDirectUrl(returnTo))}` : page;
}
