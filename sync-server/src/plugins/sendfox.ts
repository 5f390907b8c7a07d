import fp from 'fastify-plugin';
import type { Config } from '../config';

export interface SendfoxList {
  id: number;
  name: string;
  contact_count: number;
  created_at: string | null;
  updated_at: string | null;
}

/** SendFox's HTTP API (lists and contacts); off without SENDFOX_API_TOKEN. */
export interface SendfoxClient {
  connected: boolean;
  lists(): Promise<SendfoxList[]>;
  createList(name: string): Promise<SendfoxList>;
  addContact(contact: { email: string; firstName: string; listId: number }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendfox: SendfoxClient;
  }
}

export class SendfoxError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

export function createSendfox(config: Config['sendfox']): SendfoxClient {
  const { token } = config;
  if (!token) {
    const off = () => Promise.reject(new SendfoxError(503, 'SendFox is not connected'));
    return { connected: false, lists: off, createList: off, addContact: off };
  }
  const base = config.apiUrl.replace(/\/$/, '');
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new SendfoxError(res.status, `SendFox answered ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    connected: true,
    async lists() {
      const all: SendfoxList[] = [];
      for (let page = 1; page <= 50; page++) {
        const body = await call<{ data: SendfoxList[]; last_page?: number }>('GET', `/lists?page=${page}`);
        all.push(...body.data);
        if (!body.last_page || page >= body.last_page) break;
      }
      return all;
    },
    createList: (name) => call<SendfoxList>('POST', '/lists', { name }),
    async addContact({ email, firstName, listId }) {
      await call('POST', '/contacts', { email, first_name: firstName, lists: [listId] });
    },
  };
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('sendfox', createSendfox(config.sendfox));
  },
  { name: 'sendfox' },
);
