import { sql, type SQL } from 'drizzle-orm';
import { subscriptionOwedSql } from './balances';

/** Live = not cancelled and not replaced by a renewal; `today` decides what has expired. */
export const liveSubscription: SQL = sql`s.status = 'active'
  AND NOT EXISTS (SELECT 1 FROM member_subscriptions r WHERE r.renews_id = s.id AND r.status = 'active')`;

/**
 * Listed = live, or an earlier term that still owes money: a renewal never hides what its
 * predecessor owes (ADR 0046). All Members List and the members' packages list these.
 */
export const listedSubscription: SQL = sql`s.status = 'active'
  AND (NOT EXISTS (SELECT 1 FROM member_subscriptions r WHERE r.renews_id = s.id AND r.status = 'active') OR ${subscriptionOwedSql} > 0)`;
