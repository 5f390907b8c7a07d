/**
 * The one way the web app talks HTTP to the API (spec part 1 section 7):
 * every call sends cookies, JSON goes out with a JSON content type only when there is a body,
 * and any non-success answer becomes an error whose message is `${status}: ${body or status text}`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-success answer from the API. `message` follows the spec's transport format. */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

/** Throws an {@link ApiError} for any answer that is not ok; reads the body text for the message. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body that cannot be read leaves the status text as the message.
  }
  throw new ApiError(response.status, response.statusText, text);
}

/** Sends one request with cookies; rejects with {@link ApiError} when the answer is not ok. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  await throwIfNotOk(response);
  return response;
}

export type On401 = 'throw' | 'returnNull';

/** Reads JSON with a GET. With `on401: 'returnNull'` a 401 answers null (used for the current user). */
export async function getJson<T>(path: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(path: string, options?: { on401?: 'throw' }): Promise<T>;
export async function getJson<T>(path: string, options: { on401?: On401 } = {}): Promise<T | null> {
  const response = await fetch(path, { method: 'GET', credentials: 'include' });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The HTTP status of an error thrown by these helpers, or undefined for anything else. */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}

const transportMessage = /^(\d{3}): ([\s\S]*)$/;

/**
 * The text to show a person for a failed call: the server's `{message}` when the answer carried one,
 * otherwise `fallback` (network failures, HTML error pages, empty bodies).
 */
export function errorMessage(err: unknown, fallback: string): string {
  let bodyText: string | undefined;
  if (err instanceof ApiError) {
    bodyText = err.bodyText;
  } else if (err instanceof Error) {
    bodyText = transportMessage.exec(err.message)?.[2];
  }
  if (!bodyText) return fallback;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: fall through to the fallback.
  }
  return fallback;
}
