import { authRoutes } from '@reign/contract/auth';
import { debugRoutes } from '@reign/contract/debug';
import { syncRoutes } from '@reign/contract/sync';
import { uploadRoutes } from '@reign/contract/uploads';
import { userAdminRoutes } from '@reign/contract/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fetch-stub';
import { callApi, nullWhenSignedOut } from './client';
import { ApiError, errorCode, errorMessage } from './errors';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fn = vi.fn(
    async (..._args: FetchArgs): Promise<Response> =>
      typeof response === 'function' ? response() : response.clone(),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

function lastCall(fn: ReturnType<typeof stubFetch>): { url: string; init: RequestInit } {
  const call = fn.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

const json = (status: number, body: unknown, statusText?: string) =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const user = makeUser();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends cookies and JSON with a content type when there is a body', async () => {
    const fetchFn = stubFetch(json(200, user));
    await callApi(authRoutes.login, { body: { username: 'ruth', password: 'secret1' } });

    expect(fetchFn).toHaveBeenCalledTimes(1);
    const { url, init } = lastCall(fetchFn);
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"username":"ruth","password":"secret1"}');
  });

  it('sends no content type and no body when there is no body', async () => {
    const fetchFn = stubFetch(json(200, { message: 'ok' }));
    await callApi(authRoutes.logout);

    const { init } = lastCall(fetchFn);
    expect(init.credentials).toBe('include');
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('answers what the response schema gives (unknown fields dropped)', async () => {
    const fetchFn = stubFetch(json(201, { ...user, passwordHash: 'x' }));
    await expect(
      callApi(authRoutes.register, { body: { username: 'ruth', password: 'secret1' } }),
    ).resolves.toEqual(user);
    expect(lastCall(fetchFn).init).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it("throws an ApiError with the server's status, message and code for a non-ok answer", async () => {
    stubFetch(json(401, { message: 'Invalid username or password', code: 'invalid_credentials' }));
    const err = await callApi(authRoutes.login, { body: { username: 'a', password: 'b' } }).catch((e) => e);

    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, code: 'invalid_credentials', fromServer: true });
    expect((err as Error).message).toBe('Invalid username or password');
    expect(errorCode(err)).toBe('invalid_credentials');
  });

  it("keeps the server's message code and values, which the device words the message by", async () => {
    const refusal = { message: 'This plan has 4 days; there is no day after 4.', code: 'invalid_request' };
    stubFetch(json(400, { ...refusal, messageCode: 'readingPlan.dayPastEnd', values: { days: 4 } }));
    const err = await callApi(authRoutes.session).catch((e) => e);
    expect(err).toMatchObject({ ...refusal, messageCode: 'readingPlan.dayPastEnd', values: { days: 4 } });
    // values of another shape are not the API's: the code stays, the values do not
    stubFetch(json(400, { ...refusal, messageCode: 'readingPlan.dayPastEnd', values: { days: [4] } }));
    expect(await callApi(authRoutes.session).catch((e) => e)).toMatchObject({ values: undefined });
  });

  it("uses the status's code and a plain message when the body has neither", async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const err = await callApi(authRoutes.session).catch((e) => e);
    expect(err).toMatchObject({ status: 503, code: 'unavailable', fromServer: false });
    expect((err as Error).message).toBe('The server answered 503 Service Unavailable');
  });

  it('turns a network failure into an ApiError with status 0 and code network', async () => {
    const failure = new TypeError('Failed to fetch');
    stubFetch(() => Promise.reject(failure));
    const err = await callApi(authRoutes.currentUser).catch((e) => e);
    expect(err).toMatchObject({ status: 0, code: 'network', fromServer: false });
    expect((err as Error).cause).toBe(failure);
  });

  it('refuses an answer its response schema does not describe', async () => {
    stubFetch(json(200, { user: { id: 'not a number' } }));
    const err = await callApi(authRoutes.session).catch((e) => e);
    expect(err).toMatchObject({ status: 200, code: 'bad_response' });
  });

  it('fills and encodes path parameters and builds the query from the typed object', async () => {
    const fetchFn = stubFetch(json(200, { verse: 'v', reference: 'John 3:16', reflection: 'r' }));
    await callApi(debugRoutes.debugVerse, { params: { name: 'John 3:16' } });
    expect(lastCall(fetchFn).url).toBe('/api/debug/John%203%3A16');

    const users = stubFetch(json(200, { users: [], total: 0, page: 2, pageSize: 50 }));
    await callApi(userAdminRoutes.adminUsers, { query: { search: 'a&b', page: 2 } });
    expect(lastCall(users).url).toBe('/api/admin/users?search=a%26b&page=2');
    const shares = stubFetch(json(200, []));
    await callApi(userAdminRoutes.adminUserShares, { params: { id: 7 } });
    expect(lastCall(shares).url).toBe('/api/admin/users/7/shares');
  });

  it('sends a FormData body as it is (multipart, no JSON content type)', async () => {
    const fetchFn = stubFetch(json(201, { audioUrl: '/uploads/audio/a.mp3' }));
    const form = new FormData();
    form.append(uploadRoutes.adminUploadAudio.upload.field, new Blob(['x']), 'a.mp3');
    await expect(callApi(uploadRoutes.adminUploadAudio, { body: form })).resolves.toEqual({
      audioUrl: '/uploads/audio/a.mp3',
    });
    const { init } = lastCall(fetchFn);
    expect(init.body).toBe(form);
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('passes the abort signal, the cache mode and the transport through', async () => {
    const fetchFn = vi.fn(async (..._args: FetchArgs) =>
      json(200, { changes: [], cursor: 0, hasMore: false, lastAppliedSeq: 0 }),
    );
    const controller = new AbortController();
    await callApi(syncRoutes.syncPull, {
      query: { cursor: 5, limit: 10 },
      signal: controller.signal,
      cache: 'no-store',
      transport: { fetch: fetchFn, baseUrl: 'http://server.test' },
    });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('http://server.test/api/sync/pull?cursor=5&limit=10');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-store' });
    expect(init?.signal).toBe(controller.signal);
  });
});

describe('nullWhenSignedOut', () => {
  it('turns a 401 into null', async () => {
    stubFetch(json(401, { message: 'Not signed in', code: 'signed_out' }));
    await expect(nullWhenSignedOut(callApi(authRoutes.currentUser))).resolves.toBeNull();
  });

  it('leaves a 401 an error without it', async () => {
    stubFetch(json(401, { message: 'Not signed in', code: 'signed_out' }));
    await expect(callApi(authRoutes.currentUser)).rejects.toMatchObject({ status: 401, code: 'signed_out' });
  });

  it('still throws other errors', async () => {
    stubFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(nullWhenSignedOut(callApi(authRoutes.currentUser))).rejects.toMatchObject({
      status: 500,
      code: 'server_error',
    });
  });
});

describe('errorMessage', () => {
  it("returns the server's message from a JSON body", async () => {
    stubFetch(json(400, { message: 'Username is already taken.', code: 'invalid_request' }));
    const err = await callApi(authRoutes.register, { body: { username: 'ruth', password: 'x' } }).catch(
      (e) => e,
    );
    expect(errorMessage(err, 'fallback')).toBe('Username is already taken.');
  });

  it('uses the fallback for bodies without a message', async () => {
    for (const response of [
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
      json(400, { message: '' }),
    ]) {
      stubFetch(response);
      expect(errorMessage(await callApi(authRoutes.session).catch((e) => e), 'fallback')).toBe('fallback');
    }
  });

  it('uses the fallback for network failures and non-errors', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(errorMessage(await callApi(authRoutes.session).catch((e) => e), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage('nope', 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
