import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../lib/online/online-store';
import { useSessionStore } from '../lib/session/session-store';
import { db } from './db';
import { findMirroredMember, mirrorMembers } from './members-mirror';
import { resetMirrors } from './sync';
import { arenaSession } from '../lib/testing/arena-session';

const session = arenaSession();
const member = (memberId: number, mobile: string, credits = 0) => ({
  memberId,
  memberName: `M${memberId}`,
  memberCountryCode: '+91',
  memberMobile: mobile,
  memberEmail: null,
  credits,
  creditsExpiry: null,
  endDate: '9999-12-31',
  isPasswordProtected: false,
  packages: [],
});

function serve(replies: Record<string, unknown>) {
  const fetchMock = vi.fn(
    async (url: string) =>
      new Response(JSON.stringify(replies[url] ?? { requestStatus: 0, message: 'x' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('members mirror', () => {
  beforeEach(async () => {
    await resetMirrors();
    useSessionStore.setState({ session });
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes everything first, then only the changes since its cursor', async () => {
    const fetchMock = serve({
      '/api/member/mirror?since=0': {
        requestStatus: 1,
        members: [member(1, '9000000001'), member(2, '9000000002')],
        deleted: [],
        cursor: 500,
        full: true,
      },
      '/api/member/mirror?since=500': { requestStatus: 1, members: [member(1, '9000000001', 250)], deleted: [2], cursor: 520, full: false },
    });
    expect(await mirrorMembers(new AbortController().signal)).toBe(true);
    expect(await db.table('members').count()).toBe(2);
    expect(await mirrorMembers(new AbortController().signal)).toBe(true);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/member/mirror?since=0', '/api/member/mirror?since=500']);
    expect((await findMirroredMember('+91', '9000000001'))?.credits).toBe(250);
    expect(await findMirroredMember('+91', '9000000002')).toBeUndefined();
    expect((await db.table('syncCursors').get('members'))?.cursor).toBe(520);
    expect((await db.meta.get('members'))?.fetchedAt).toBeGreaterThan(0);
  });

  it('keeps what it had when the server refuses (no members access)', async () => {
    serve({ '/api/member/mirror?since=0': { requestStatus: -1, message: 'no' } });
    expect(await mirrorMembers(new AbortController().signal)).toBe(false);
    expect(await db.table('members').count()).toBe(0);
  });
});
