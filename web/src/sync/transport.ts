/**
 * HTTP for the sync engine. The engine is given its `fetch` (the page's, the service worker's, or a
 * test's cookie-carrying one) and the server's base URL ('' in the browser: same origin).
 */
export interface Transport {
  fetch: typeof fetch;
  baseUrl: string;
}

/** Why a sync call failed; `transient` failures are retried with backoff. */
export class SyncError extends Error {
  constructor(
    readonly kind: 'network' | 'unauthorized' | 'server' | 'refused',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

async function bodyMessage(response: Response): Promise<string> {
  try {
    const text = await response.text();
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
    return text.slice(0, 200);
  } catch {
    return response.statusText;
  }
}

/** Sends one JSON request; resolves the parsed JSON of a 2xx answer, otherwise throws a SyncError. */
export async function sendJson(t: Transport, method: 'GET' | 'POST', path: string, body?: unknown) {
  const init: RequestInit = { method, credentials: 'include', cache: 'no-store' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await t.fetch(`${t.baseUrl}${path}`, init);
  } catch (err) {
    throw new SyncError('network', err instanceof Error ? err.message : 'The network is unavailable');
  }
  if (response.status === 401) throw new SyncError('unauthorized', 'Signed out', 401);
  if (!response.ok) {
    const kind =
      response.status >= 500 || response.status === 429 || response.status === 408 ? 'server' : 'refused';
    throw new SyncError(kind, `${response.status}: ${await bodyMessage(response)}`, response.status);
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new SyncError('server', 'The server answered something that is not JSON', response.status);
  }
}
