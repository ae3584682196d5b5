import { sql } from 'drizzle-orm';
import type { DashboardDetails } from '../../../contract/analytics';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { addDays } from '../../core/local-time';
import { utilisationCells } from '../utilisation/cells';
import { percentOf } from '../utilisation/percent';
import { bookingsCancelled, bookingsMade, moneyPerDay, uniqueCustomers, type Scope } from './figures';
import type { DashboardRange } from './periods';

const major = (minor: number) => Math.round(minor) / 100;

/** Change against the previous period in percent (2 decimals); null when there was nobody before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}

/** The Home dashboard of spec 3 §3 for one period (ADR 0035). */
export async function dashboardDetailsOf(q: Db, s: Scope, r: DashboardRange): Promise<DashboardDetails> {
  const activityIds =
    s.activityId !== null
      ? [s.activityId]
      : (await rows<{ id: number }>(q, sql`SELECT id FROM activities WHERE club_id = ${s.clubId}`)).map((a) => a.id);
  // Utilisation first: it may refresh its hour sums in a transaction of its own.
  const cells = await utilisationCells(q, s.clubId, activityIds, r.from, r.to);
  const [money, made, cancelled, users, prevUsers] = await Promise.all([
    moneyPerDay(q, s, r.from, r.to),
    bookingsMade(q, s, r.from, r.to),
    bookingsCancelled(q, s, r.from, r.to),
    uniqueCustomers(q, s, r.from, r.to),
    uniqueCustomers(q, s, r.prevFrom, r.prevTo),
  ]);
  const perDay = new Map(money.map((m) => [m.day, m.total]));
  const gtvPerDay: DashboardDetails['gtvPerDay'] = [];
  for (let d = r.from; d <= r.to; d = addDays(d, 1)) gtvPerDay.push({ date: d, gtvValue: major(perDay.get(d) ?? 0) });
  const total = money.reduce((sum, m) => sum + m.total, 0);
  const online = money.reduce((sum, m) => sum + m.online, 0);
  const sumOf = (mode: 'cash' | 'card' | 'other' | 'upi') => money.reduce((sum, m) => sum + m[mode], 0);
  return {
    fromDate: r.from,
    toDate: r.to,
    previousFromDate: r.prevFrom,
    previousToDate: r.prevTo,
    bookingGtv: { title: 'GTV', sum: major(total), online: major(online), offline: major(total - online) },
    bookingCount: { title: 'Bookings', sum: made.total, online: made.online, offline: made.total - made.online },
    cancellationCount: {
      title: 'Cancellations',
      sum: cancelled.total,
      online: cancelled.online,
      offline: cancelled.total - cancelled.online,
    },
    gtvPerDay,
    gtvByMode: {
      cash: major(sumOf('cash')),
      card: major(sumOf('card')),
      other: major(sumOf('other')),
      upi: major(sumOf('upi')),
    },
    uniqueUsers: { uniqueUserCount: users, previousUniqueUserCount: prevUsers, uniqueUserPerc: changePercent(users, prevUsers) },
    slotsUtilisation: cells.length ? percentOf(cells) : null,
  };
}
