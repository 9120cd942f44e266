/**
 * A browser always sends the page's Origin with the handshake; a page of another site must not open a
 * socket that rides on the user's cookie (CORS does not cover WebSockets). Clients that are not
 * browsers send none and cannot carry a user's cookie, so they are let through to authenticate.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  return allowed.includes(origin);
}
