import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For, -Proto, -Host).
 * Never "everyone": with that, the leftmost X-Forwarded-For address, which the client writes,
 * became the client's address and every per-address limit fell with it.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const ADDRESS_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** Where the nearest of `hops` proxies may connect from: this machine or a private network. */
const PRIVATE_PEERS = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  'use false, the number of proxies in front of the server (1 for one nginx or Caddy), or their addresses (127.0.0.1,10.0.0.0/8)';

/** Reads TRUST_PROXY: false, a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(value: string): { trust: TrustProxy } | { error: string } {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return { trust: false };
  if (v === 'true' || v === 'yes') {
    return { error: `true would let any client choose its own address; ${TRUST_PROXY_HELP}` };
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10 ? { trust: { hops } } : { error: TRUST_PROXY_HELP };
  }
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses.filter((a) => !ADDRESS_KEYWORDS.has(a)));
  } catch (err) {
    return { error: `${(err as Error).message}; ${TRUST_PROXY_HELP}` };
  }
  return { trust: { addresses } };
}

/**
 * Fastify's trustProxy for it. A hop count trusts that many proxies, the nearest of which must
 * connect from this machine or a private network (so a client reaching the server directly cannot
 * pose as a proxy); the addresses the proxies add are read from the right, and the first untrusted
 * one is the client.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((addr: string, i: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  return (addr, i) => i < hops && (i > 0 || PRIVATE_PEERS(addr, 0));
}
