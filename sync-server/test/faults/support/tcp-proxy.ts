// A TCP proxy in front of a database for the fault tests: cut() closes the listener and destroys
// every connection through it, so the server's connections end and new ones are refused
// (ECONNREFUSED), as when the database host is unreachable; resume() listens on the same port again.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../../support/throwaway.mjs';

export interface TcpProxy {
  port: number;
  /** `target` with its host and port replaced by the proxy's */
  url: string;
  cut(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const to = new URL(target);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const listen = async () => {
    const s = createServer((client) => {
      const upstream = createConnection({ host: to.hostname, port: Number(to.port || 5432) });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
        socket.on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    server = s;
  };
  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    port,
    url: url.toString(),
    cut,
    resume: () => (server ? Promise.resolve() : listen()),
    close: cut,
  };
}
