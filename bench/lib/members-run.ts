import { adminUsername, BENCH_CLUB_KEY, BENCH_PASSWORD, MEMBERS_PER_CLUB } from '../dataset/spec';
import { call, login } from './http';
import { measureLookup, type LookupSpec } from './lookup-load';
import { percentile, type ResultRow } from './results';

interface Ctx {
  baseUrl: string;
  database: string;
  seconds: number;
  token: string;
  log: (line: string) => void;
}

/** Times `n` sequential calls of one path; a row with p50/p99 and a note. */
async function sequential(
  ctx: Ctx,
  endpoint: string,
  path: string,
  token: string,
  n: number,
  note: (last: { body: unknown; bytes: number }) => string,
): Promise<ResultRow> {
  const ms: number[] = [];
  let notOk = 0;
  let last: { body: unknown; bytes: number } = { body: null, bytes: 0 };
  for (let i = 0; i < n; i++) {
    const r = await call(ctx.baseUrl, 'GET', path, { token });
    ms.push(r.ms);
    if (r.body.requestStatus !== 1) notOk++;
    last = { body: r.body, bytes: JSON.stringify(r.body).length };
  }
  return {
    endpoint,
    database: ctx.database,
    requests: n,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    reqPerSec: NaN,
    non2xx: 0,
    notOk,
    note: note(last),
  };
}

/** Issue 33's member search: one member's phone in the middle of the club's 5,000. */
export function memberSearchSpec(token: string, seconds: number): LookupSpec {
  const mobile = String(8000000000 + Math.floor(MEMBERS_PER_CLUB / 2));
  return {
    endpoint: 'GET /api/member/search (phone)',
    method: 'GET',
    path: `/api/member/search?mobile=${mobile}&countryCode=%2B91`,
    token,
    seconds,
    aim: `p99 ≤ 5 ms (${MEMBERS_PER_CLUB} members per club)`,
  };
}

/**
 * Issue 10 figures: member search by phone under load (aim p99 ≤ 5 ms on 5,000 members per
 * club), the members mirror's first sync (time and size) and an incremental one, and the
 * packages dashboard's three calls (as the club admin: desks have no packages access).
 */
export async function measureMembers(ctx: Ctx): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  ctx.log(`measuring GET /api/member/search?mobile= for ${ctx.seconds} s`);
  rows.push(...(await measureLookup(ctx.baseUrl, ctx.database, memberSearchSpec(ctx.token, ctx.seconds))));
  rows.push(
    await sequential(ctx, 'GET /api/member/mirror (first sync)', '/api/member/mirror?since=0', ctx.token, 5, (l) => {
      const b = l.body as { members?: unknown[] };
      return `${b.members?.length ?? 0} members, ${(l.bytes / 1024).toFixed(0)} KB JSON per reply (before compression)`;
    }),
  );
  const first = (await call(ctx.baseUrl, 'GET', '/api/member/mirror?since=0', { token: ctx.token })).body as { cursor?: number };
  rows.push(
    await sequential(ctx, 'GET /api/member/mirror (incremental)', `/api/member/mirror?since=${first.cursor ?? 0}`, ctx.token, 20, (l) => {
      const b = l.body as { members?: unknown[] };
      return `${b.members?.length ?? 0} changed members, ${l.bytes} B per reply`;
    }),
  );
  const admin = (await login(ctx.baseUrl, adminUsername(BENCH_CLUB_KEY), BENCH_PASSWORD)).token;
  for (const [endpoint, path] of [
    ['GET /api/membership/package/summary', '/api/membership/package/summary'],
    ['GET /api/membership/graph/data', '/api/membership/graph/data'],
    ['GET /api/membership/subscription/details?expiry=1', '/api/membership/subscription/details?expiry=1'],
  ] as const) {
    rows.push(await sequential(ctx, endpoint, path, admin, 20, (l) => `packages dashboard; ${(l.bytes / 1024).toFixed(1)} KB per reply`));
  }
  return rows;
}
