import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useOnlineStore } from '../online/online-store';
import { useSessionStore } from '../session/session-store';
import { endpoint } from '../../../contract/endpoints/endpoint';
import { api, apiUrl } from './client';
import { setSignOutHandler } from './present-outcome';

const session = {
  authToken: 'tok-123',
  username: 'desk',
  clubName: 'Arena',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 1,
  userId: 5,
  role: 'desk',
  timeZone: 'Asia/Kolkata',
  userClubs: [],
  config: {},
  handlers: [],
};

/** A read whose reply the tests below shape as they need. */
const anyRead = endpoint({ method: 'GET', path: '/api/activities', feature: null, access: 'read' });
const anyWrite = endpoint({ method: 'POST', path: '/api/things/save', feature: null, access: 'write' });
const postRead = endpoint({ method: 'POST', path: '/api/things/check', feature: null, access: 'read' });

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  const show = vi.spyOn(notifications, 'show');
  beforeEach(() => {
    show.mockClear();
    useSessionStore.setState({ session });
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('builds /api URLs with query strings, skipping empty values', () => {
    expect(apiUrl('/api/court/details', { activityId: 3, x: undefined, y: null })).toBe('/api/court/details?activityId=3');
    expect(apiUrl('/api/public/health')).toBe('/api/public/health');
  });

  it('calls a table entry by its method and path, with its query or body, and parses the reply by its schema', async () => {
    const reply200 = z.object({ requestStatus: z.literal(1), n: z.number() });
    const list = endpoint({
      method: 'GET',
      path: '/api/things/list',
      feature: null,
      access: 'read',
      request: z.object({ id: z.number() }),
      reply: reply200,
    });
    const remove = endpoint({
      method: 'POST',
      path: '/api/things/remove',
      feature: null,
      access: 'write',
      query: z.object({ id: z.number() }),
      reply: reply200,
    });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => reply(200, { requestStatus: 1, n: 4 }));
    vi.stubGlobal('fetch', fetchMock);

    const got = await api.call(list, { id: 7 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/things/list?id=7');
    expect(fetchMock.mock.calls[0][1].method).toBe('GET');
    expect(got.ok && got.data.n).toBe(4);

    await api.call(remove, {}, { query: { id: 8 } });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/things/remove?id=8');
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'POST', body: '{}' });

    // A reply the entry's schema refuses is not handed over as data.
    fetchMock.mockResolvedValueOnce(reply(200, { requestStatus: 1, n: 'four' }));
    expect((await api.call(list, { id: 7 })).ok).toBe(false);
  });

  it('sends the Bearer token, JSON body and Idempotency-Key, and returns the parsed data', async () => {
    const fetchMock = vi.fn(async () => reply(200, { requestStatus: 1, bookingId: 9 }));
    vi.stubGlobal('fetch', fetchMock);
    const book = endpoint({
      method: 'POST',
      path: '/api/booking',
      feature: null,
      access: 'write',
      request: z.object({ a: z.number() }),
      reply: z.object({ requestStatus: z.literal(1), bookingId: z.number() }),
    });
    const outcome = await api.call(book, { a: 1 }, { idempotencyKey: 'key-1' });
    expect(outcome.ok && outcome.data.bookingId).toBe(9);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/booking');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
  });

  it('a requestStatus 0 shows the server message as a danger toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, { requestStatus: 0, message: 'Slot not found' })),
    );
    const outcome = await api.call(anyRead);
    expect(outcome).toMatchObject({ ok: false, kind: 'failure', message: 'Slot not found' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Slot not found' }));
  });

  it('a 401 calls the sign-out handler', async () => {
    const signOut = vi.fn();
    setSignOutHandler(signOut);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, { requestStatus: 0, message: 'Unauthorized' })),
    );
    await api.call(anyRead, undefined, { present: false });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('a 401 for a session already replaced (a club switch while the call was out) does not sign out the new one', async () => {
    const signOut = vi.fn();
    setSignOutHandler(signOut);
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const pending = api.call(anyRead, undefined, { present: false });
    useSessionStore.setState({ session: { ...session, authToken: 'tok-of-the-other-club', clubId: 2 } });
    answer(reply(401, { requestStatus: 0, message: 'Your session has ended, please sign in again' }));
    expect((await pending).kind).toBe('unauthorized');
    expect(signOut).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('a write that gets no answer marks the server unreachable and says resources could not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const outcome = await api.call(anyWrite, {});
    expect(outcome.kind).toBe('no-response');
    expect(useOnlineStore.getState().serverReachable).toBe(false);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Some Resources could not be loaded, try reloading the page' }));
  });

  it('offline, a read that gets no answer shows no toast: the banner and the screen say it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const outcome = await api.call(anyRead);
    expect(outcome.kind).toBe('no-response');
    expect(useOnlineStore.getState().serverReachable).toBe(false);
    expect(show).not.toHaveBeenCalled();
    // A POST that only reads (the table's access 'read') is a read too.
    await api.call(postRead, {});
    expect(show).not.toHaveBeenCalled();
  });

  it("a 4xx refusal shows the server's own message, even without a JSON content type; a 5xx shows Something went wrong", async () => {
    const message = 'bookingRemarks: must not contain a NUL character';
    const refusal = { requestStatus: 0, message, errors: [{ path: 'bookingRemarks', message: 'must not contain a NUL character' }] };
    // What Fastify sends for an envelope given its own serializer: no content-type header.
    const bare = (status: number, body: string) => {
      const response = new Response(body, { status });
      response.headers.delete('content-type');
      return response;
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => bare(400, JSON.stringify(refusal))),
    );
    const outcome = await api.call(anyWrite, {});
    expect(outcome).toMatchObject({ ok: false, status: 400, message });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message }));

    show.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => bare(500, '<html>Internal error</html>')),
    );
    expect(await api.call(anyWrite, {})).toMatchObject({ ok: false, message: 'Something went wrong, please contact the provider' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Something went wrong, please contact the provider' }));

    show.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"requestStatus":', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    expect(await api.call(anyWrite, {})).toMatchObject({ ok: false, message: 'Something went wrong, please contact the provider' });
  });

  it('a 503 (the database is restarting) marks the server unreachable, so the shell shows offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(503, { requestStatus: 0, message: 'The database is not reachable right now' })),
    );
    const outcome = await api.call(anyRead, undefined, { present: false });
    expect(outcome.kind).toBe('no-response');
    expect(useOnlineStore.getState().serverReachable).toBe(false);
  });
});
