import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, errorStatus, getJson } from './http';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fn = vi.fn(
    async (..._args: FetchArgs): Promise<Response> =>
      typeof response === 'function' ? response() : response.clone(),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

function lastInit(fn: ReturnType<typeof stubFetch>): RequestInit {
  const call = fn.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends cookies and JSON with a content type when there is a body', async () => {
    const fetchFn = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/login', { username: 'ruth', password: 'secret1' });

    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]?.[0]).toBe('/api/login');
    const init = lastInit(fetchFn);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"username":"ruth","password":"secret1"}');
  });

  it('sends no content type and no body when there is no body', async () => {
    const fetchFn = stubFetch(new Response('{"message":"ok"}', { status: 200 }));
    await apiRequest('POST', '/api/logout');

    const init = lastInit(fetchFn);
    expect(init.credentials).toBe('include');
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('returns the response when it is ok', async () => {
    stubFetch(new Response('{"id":1}', { status: 201 }));
    const response = await apiRequest('POST', '/api/register', {});
    expect(await response.json()).toEqual({ id: 1 });
  });

  it('throws "status: body text" for a non-ok answer', async () => {
    stubFetch(new Response('{"message":"Invalid username or password"}', { status: 401 }));
    const err = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);

    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('401: {"message":"Invalid username or password"}');
    expect(errorStatus(err)).toBe(401);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('lets a network failure through unchanged', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('Failed to fetch');
  });
});

describe('getJson', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('parses JSON and sends cookies', async () => {
    const fetchFn = stubFetch(new Response('{"username":"ruth"}', { status: 200 }));
    await expect(getJson('/api/user')).resolves.toEqual({ username: 'ruth' });
    expect(lastInit(fetchFn)).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('turns a 401 into null when asked to', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('treats a 401 as an error by default', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/goals')).rejects.toThrow('401: {"message":"Not signed in"}');
  });

  it('still throws other errors when 401 returns null', async () => {
    stubFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getJson('/api/user', { on401: 'returnNull' })).rejects.toThrow('500: boom');
  });
});

describe('errorMessage', () => {
  it("returns the server's message from a JSON body", () => {
    const err = new ApiError(400, 'Bad Request', '{"message":"Username is already taken."}');
    expect(errorMessage(err, 'fallback')).toBe('Username is already taken.');
  });

  it('reads plain errors in the transport format too', () => {
    const err = new Error('429: {"message":"Too many attempts. Try again in 60 seconds."}');
    expect(errorMessage(err, 'fallback')).toBe('Too many attempts. Try again in 60 seconds.');
  });

  it('uses the fallback for bodies without a message', () => {
    expect(errorMessage(new ApiError(502, 'Bad Gateway', '<html>oops</html>'), 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''), 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(400, 'Bad Request', '{"message":""}'), 'fallback')).toBe('fallback');
  });

  it('uses the fallback for network failures and non-errors', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage('nope', 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
