import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { enqueue } from '../ledger/outbox';
import { getClubSettings } from '../modules/club-settings/service';
import { addDays, todayIn } from '../core/local-time';

export const RENEWAL_REMINDERS_JOB = 'renewal-reminders';

/**
 * Queues an SMS, through the outbox, to every member whose live subscription renews within
 * the club's `renewalReminderDays`. The renewal_reminders key (subscription, renewal date) makes
 * it one reminder per member per renewal however often the job runs, on however many processes.
 * Returns how many reminders were queued.
 */
export async function queueRenewalReminders(db: Db, now = new Date()): Promise<number> {
  const clubs = await rows<{ id: number; name: string; timeZone: string }>(
    db,
    sql`SELECT id, name, time_zone AS "timeZone" FROM clubs ORDER BY id`,
  );
  let queued = 0;
  for (const club of clubs) {
    const days = (await getClubSettings(db, club.id)).renewalReminderDays;
    if (days <= 0) continue;
    const today = todayIn(club.timeZone, now);
    queued += await db.transaction(async (tx) => {
      const due = await rows<{ subscriptionId: number; renewalDate: string; recipient: string; memberName: string; packageName: string }>(
        tx,
        sql`INSERT INTO renewal_reminders (club_id, subscription_id, renewal_date)
            SELECT s.club_id, s.id, s.renewal_date FROM member_subscriptions s
            JOIN members m ON m.club_id = s.club_id AND m.id = s.member_id AND m.deleted_at IS NULL
            WHERE s.club_id = ${club.id} AND s.status = 'active'
              AND s.renewal_date BETWEEN ${today} AND ${addDays(today, days)}
              AND NOT EXISTS (SELECT 1 FROM member_subscriptions r WHERE r.renews_id = s.id AND r.status = 'active')
            ON CONFLICT DO NOTHING
            RETURNING subscription_id AS "subscriptionId", renewal_date::text AS "renewalDate",
              (SELECT m2.country_code || m2.mobile FROM members m2 JOIN member_subscriptions s2 ON s2.member_id = m2.id WHERE s2.id = subscription_id) AS recipient,
              (SELECT m2.name FROM members m2 JOIN member_subscriptions s2 ON s2.member_id = m2.id WHERE s2.id = subscription_id) AS "memberName",
              (SELECT p.name FROM membership_packages p JOIN member_subscriptions s2 ON s2.package_id = p.id WHERE s2.id = subscription_id) AS "packageName"`,
      );
      for (const r of due) {
        const body = `${club.name}: ${r.memberName}, your ${r.packageName} membership renews on ${r.renewalDate}. Please visit the desk to renew.`;
        const [outboxId] = await enqueue(tx, [{ clubId: club.id, channel: 'sms', recipient: r.recipient, body }]);
        await tx.execute(
          sql`UPDATE renewal_reminders SET outbox_id = ${outboxId} WHERE subscription_id = ${r.subscriptionId} AND renewal_date = ${r.renewalDate}`,
        );
      }
      return due.length;
    });
  }
  return queued;
}
