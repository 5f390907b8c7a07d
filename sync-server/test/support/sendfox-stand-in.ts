import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback } from './loopback';

/** A local stand-in of SendFox's HTTP API (lists, contacts) on loopback, with a switch to fail. */
export async function startSendfoxStandIn(token = 'sendfox-test-token') {
  const lists: Array<{
    id: number;
    name: string;
    contact_count: number;
    created_at: string;
    updated_at: string;
  }> = [];
  const contacts: Array<{ email: string; first_name: string; lists: number[] }> = [];
  let nextId = 100;
  /** contacts accepted before every later one fails with 500 (undefined: never fail) */
  let failAfter: number | undefined;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Unauthenticated.' });
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/lists') {
      return send(200, { data: lists, current_page: 1, last_page: 1, total: lists.length });
    }
    if (req.method === 'POST' && url.pathname === '/lists') {
      const { name } = JSON.parse(await read(req));
      const now = new Date().toISOString();
      const list = { id: nextId++, name, contact_count: 0, created_at: now, updated_at: now };
      lists.push(list);
      return send(201, list);
    }
    if (req.method === 'POST' && url.pathname === '/contacts') {
      if (failAfter !== undefined && contacts.length >= failAfter)
        return send(500, { message: 'Server Error' });
      const contact = JSON.parse(await read(req));
      contacts.push(contact);
      for (const id of contact.lists) {
        const list = lists.find((l) => l.id === id);
        if (list) list.contact_count += 1;
      }
      return send(201, { id: contacts.length, ...contact });
    }
    send(404, { message: 'Not found' });
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    url: origin,
    token,
    lists,
    contacts,
    failAfter(n: number | undefined) {
      failAfter = n;
    },
    close,
  };
}
