import { readFileSync } from 'node:fs';
import { englishOf } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { withTestApp } from './support/harness';

const OPERATIONS = new URL('../../docs/operations.md', import.meta.url);

/** The Host the documented nginx site sends on, for a browser that typed `browserHost`. */
function hostFromDocumentedNginx(browserHost: string): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(OPERATIONS, 'utf8'))?.[1] ?? '';
  const value = /proxy_set_header\s+Host\s+([^;\s]+);/.exec(block)?.[1];
  const [name, port] = browserHost.split(':');
  switch (value) {
    case '$http_host':
      return browserHost;
    case '$host:$server_port':
      return `${name}:${port ?? '443'}`;
    case '$host':
      return name ?? '';
    default:
      throw new Error(`the nginx block's Host is ${value ?? 'missing'}`);
  }
}

describe('the documented nginx site', () => {
  it('keeps the port in Host, so a browser write through a non-default port passes the origin check', async () => {
    await withTestApp({ TRUST_PROXY: '127.0.0.1' }, async (app) => {
      const write = (host: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '127.0.0.1',
          // a browser that sends Origin but no Sec-Fetch-Site, through nginx on port 8443
          headers: {
            host,
            origin: 'https://reign.example.com:8443',
            'x-forwarded-proto': 'https',
            'x-forwarded-for': '203.0.113.80',
          },
          payload: { username: 'nobody_here', password: 'wrong-password' },
        });
      const through = await write(hostFromDocumentedNginx('reign.example.com:8443'));
      expect(through.statusCode).toBe(401);
      expect(through.json().code).toBe('invalid_credentials');
      // what $host did: the port dropped, and the write refused as cross-site
      const portDropped = await write('reign.example.com');
      expect(portDropped.statusCode).toBe(403);
      expect(portDropped.json().message).toBe(englishOf({ code: 'server.crossSite' }));
    });
  });
});
