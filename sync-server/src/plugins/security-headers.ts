import type { FastifyRequest } from 'fastify';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * The Content-Security-Policy of every answer. The app ships no inline script (the colour-scheme
 * snippet is a file), so scripts come only from this origin and Stripe.js on the upgrade page.
 * Styles allow 'unsafe-inline': Mantine writes its CSS variables in <style> elements and React
 * style attributes. frame-ancestors 'none' keeps the app out of other sites' frames.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${STRIPE_JS}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  `frame-src ${STRIPE_JS} https://hooks.stripe.com`,
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, subdomains included; sent only on answers that came over HTTPS (see trustProxy). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const PERMISSIONS_POLICY = `camera=(), microphone=(), geolocation=(), payment=(self "${STRIPE_JS}")`;

function headerSet(https: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': https
      ? `${CONTENT_SECURITY_POLICY}; upgrade-insecure-requests`
      : CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // allow-popups: card payments (Stripe) may open a bank's window
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'origin-agent-cluster': '?1',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  });
}
/**
 * An API answer is data, never a document: it loads nothing and runs nothing, so its policy
 * forbids everything (OWASP's REST advice). The document-only rules (referrer, permissions, opener,
 * DNS prefetch) are left out: a referrer policy governs the requests a document makes, and an answer
 * that is not a document makes none. About 650 bytes less on every API answer, the busiest of which
 * is today's scripture (docs/performance.md).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

function apiHeaderSet(https: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  });
}

// built once: every answer sends one of these four sets
const DOCUMENT = { http: headerSet(false), https: headerSet(true) };
const API = { http: apiHeaderSet(false), https: apiHeaderSet(true) };

/**
 * The headers every answer carries (helmet's set, written out so each one is a decision): the
 * document's set for the app's pages and files, the API's for what is under /api/.
 */
export function securityHeaders(request: FastifyRequest): Readonly<Record<string, string>> {
  const set = request.url.startsWith('/api/') ? API : DOCUMENT;
  return request.protocol === 'https' ? set.https : set.http;
}
