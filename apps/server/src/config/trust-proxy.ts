import net from 'node:net';

/**
 * Which proxies' X-Forwarded-For the server believes, as Fastify's `trustProxy` takes it. Believing
 * every sender (the old hard-coded `true`) lets any client pick its own address and dodge every
 * per-address limit, so the default is off: the address is the TCP peer's.
 *
 * TRUST_PROXY:
 * - unset, `0`, `false`, `off`: trust nobody;
 * - a number N (1-10): trust the N nearest hops (e.g. 1 behind one nginx or a cloud load balancer);
 * - a comma-separated list of addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`), or the names
 *   `loopback`, `linklocal`, `uniquelocal`: trust those proxies only.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'off') return false;
  if (text === 'true' || text === '*') {
    throw new Error('"true" would believe any client\'s X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses');
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error('a hop count must be between 1 and 10');
    return hops;
  }
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(`"${bad ?? value}" is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal`);
  }
  return entries;
}
