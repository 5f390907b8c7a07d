import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a stand-in's HTTP server on a free loopback port; answers its origin
 * (http://127.0.0.1:PORT) and a close that resolves once the server has stopped.
 */
export async function listenOnLoopback(server: Server): Promise<{ origin: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Keeps a started stand-in running for a runner outside vitest (web/e2e/run.mjs): prints its
 * address once it listens, and closes it on SIGTERM or SIGINT.
 */
export function serveUntilStopped(address: string, close: () => Promise<unknown>): void {
  process.stdout.write(`${address}\n`);
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
