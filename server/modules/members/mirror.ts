import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { toMajor } from '../../core/money';
import type { MirrorMember } from '../../../contract/members';
import { packagesOf } from './repository';

/**
 * The desk's members mirror (DESIGN "Mirrors"). since = 0: every live member (a first sync).
 * Otherwise the members stamped after `since` by their club's clock (migration 0109), and the
 * ids of those deleted. Ticks commit in order, and the cursor is the club's clock read in the
 * same snapshot as the rows, so every change is sent exactly once, whatever else the database
 * is running.
 */
export async function memberMirror(db: Db, clubId: number, since: number) {
  return db.transaction(
    async (tx) => {
      const cursor = (await firstRow<{ tick: string }>(
        tx,
        sql`SELECT COALESCE(MAX(tick), 0)::text AS tick FROM member_sync_clocks WHERE club_id = ${clubId}`,
      ))!.tick;
      const changed = since > 0 ? sql`AND m.sync_tick > ${since}` : sql`AND m.deleted_at IS NULL`;
      const list = await rows<{
        id: number;
        name: string;
        countryCode: string;
        mobile: string;
        email: string | null;
        creditsMinor: string;
        creditsExpiry: string | null;
        endDate: string;
        pinSet: boolean;
        deleted: boolean;
      }>(
        tx,
        sql`SELECT m.id, m.name, m.country_code AS "countryCode", m.mobile, m.email, m.credits_expiry::text AS "creditsExpiry",
                 m.end_date::text AS "endDate", (m.pin_hash IS NOT NULL) AS "pinSet", (m.deleted_at IS NOT NULL) AS deleted,
                 COALESCE(c.total, 0)::text AS "creditsMinor"
          FROM members m
          LEFT JOIN (SELECT member_id, SUM(amount_minor) AS total FROM member_credit_entries WHERE club_id = ${clubId} GROUP BY member_id) c
            ON c.member_id = m.id
          WHERE m.club_id = ${clubId} ${changed}`,
      );
      const liveRows = list.filter((m) => !m.deleted);
      const packages = await packagesOf(
        tx,
        clubId,
        liveRows.map((m) => m.id),
      );
      const members: MirrorMember[] = liveRows.map((m) => ({
        memberId: m.id,
        memberName: m.name,
        memberCountryCode: m.countryCode,
        memberMobile: m.mobile,
        memberEmail: m.email,
        credits: toMajor(Number(m.creditsMinor)),
        creditsExpiry: m.creditsExpiry,
        endDate: m.endDate,
        isPasswordProtected: m.pinSet,
        packages: (packages.get(m.id) ?? []).map((p) => ({ packageName: p.packageName, renewalDate: p.renewalDate, balance: p.balance })),
      }));
      return { members, deleted: list.filter((m) => m.deleted).map((m) => m.id), cursor: Number(cursor), full: since === 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
