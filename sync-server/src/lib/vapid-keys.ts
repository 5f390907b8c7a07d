import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

/** The server's Web Push identity (VAPID, RFC 8292): a P-256 key pair, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

/**
 * A fresh install needs no keys: a pair is made on first start and kept in DATA_DIR/vapid-keys.json
 * (as the session secret is). Every subscription is tied to the public key, so the file must be
 * kept (and several processes must share it or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY).
 */
export function persistedVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeyPair(kept)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

/** Whether a key pair is one web-push accepts (a bad pair stops the server at start, not at 7 AM). */
export function vapidKeyProblem(keys: VapidKeys): string | null {
  try {
    webPush.getVapidHeaders(
      'https://push.example.com',
      'mailto:check@example.com',
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
