/** `direct-url` carries the return path as base64 (UTF-8). */
export function encodeDirectUrl(path: string): string {
  const bytes = new TextEncoder().encode(path);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The local path a `direct-url` names, or "/" when it is missing, undecodable, or not a local
 * path (an absolute URL, a protocol-relative `//host`, or a backslash trick): no open redirects.
 */
export function decodeDirectUrl(value: string | null | undefined): string {
  if (!value) return '/';
  try {
    const binary = atob(value);
    const path = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path.slice(0, 2)) || path.includes('\\')) return '/';
    const parsed = new URL(path, 'http://local.invalid');
    if (parsed.origin !== 'http://local.invalid') return '/';
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}

export function withDirectUrl(page: string, returnTo: string): string {
  return returnTo && returnTo !== '/' ? `${page}?direct-url=${encodeURIComponent(encodeDirectUrl(returnTo))}` : page;
}
