import fp from 'fastify-plugin';
import webPush from 'web-push';
import type { Config } from '../config';

/** A device's Web Push subscription as the browser gave it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** seconds the push service keeps an undelivered message (the device is offline) */
  ttlSeconds: number;
  /** a newer message with the same topic replaces an undelivered one */
  topic?: string;
}

/**
 * What the push service said: delivered; gone for good (404/410: the subscription expired or the
 * person revoked it); refused for good (any other 4xx: a message that will never pass; a redirect,
 * which is never followed); or a failure worth another try later (429, 5xx, no answer).
 */
export type PushResult =
  | { outcome: 'sent' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'refused'; status: number; reason: string }
  | { outcome: 'retry'; reason: string };

export interface PushSender {
  /** the VAPID public key browsers subscribe with (base64url) */
  publicKey: string;
  /** Whether a subscription's endpoint is a push service this server will send to. */
  allowsEndpoint(endpoint: string): boolean;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender;
  }
}

/**
 * The browsers' push services (Chrome, Firefox, Edge, Safari). An endpoint elsewhere is refused, so a
 * subscription cannot make the server send requests to an address of someone's choosing.
 */
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];

const SEND_TIMEOUT_MS = 10_000;

export function createPushSender(config: Config['push']): PushSender {
  const extra = new Set(config.extraOrigins);
  return {
    publicKey: config.vapid.publicKey,
    allowsEndpoint(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return false;
      }
      if (extra.has(url.origin)) return true;
      // the default port only (URL leaves `port` empty for 443): https://fcm.googleapis.com:5432/ is not FCM
      const known = KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
      return url.protocol === 'https:' && url.port === '' && !url.username && !url.password && known;
    },
    async send(target, payload, options) {
      // web-push encrypts the payload (RFC 8291) and signs the VAPID header (RFC 8292); the request
      // goes out through fetch, which also speaks plain HTTP to a push service on loopback (tests).
      // A redirect is not followed: only the push services allowsEndpoint accepts get requests.
      const details = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: config.subject, ...config.vapid },
        TTL: options.ttlSeconds,
        urgency: 'normal',
        ...(options.topic ? { topic: options.topic } : {}),
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: 'manual',
        });
        await response.arrayBuffer().catch(() => undefined);
      } catch (err) {
        return { outcome: 'retry', reason: err instanceof Error ? err.message : String(err) };
      }
      const status = response.status;
      if (status >= 200 && status < 300) return { outcome: 'sent' };
      if (status === 404 || status === 410) return { outcome: 'gone', status };
      if (status >= 300 && status < 400) {
        return { outcome: 'refused', status, reason: `push service redirected (${status}): not followed` };
      }
      if (status >= 400 && status < 500 && status !== 429) {
        return { outcome: 'refused', status, reason: `push service answered ${status}` };
      }
      return { outcome: 'retry', reason: `push service answered ${status}` };
    },
  };
}

/** Web Push (the web-push package, VAPID keys from config); always on: the keys are made if not given. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('push', createPushSender(config.push));
  },
  { name: 'push' },
);
