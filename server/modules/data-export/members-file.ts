import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { csvLine } from '../../lib/csv-cell';

/** members.csv: the importer's own field names first, so the file maps itself on re-import. */
export const MEMBER_EXPORT_COLUMNS: [string, string][] = [
  ['name', 'Name'],
  ['countryCode', 'Calling code of the mobile, e.g. +91'],
  ['mobile', 'Mobile number without the calling code'],
  ['email', 'E-mail (may be empty)'],
  ['gender', 'M, F or O (may be empty)'],
  ['address', 'Address (may be empty)'],
  ['credits', 'Credits balance now, in rupees (the sum of the member’s rows in credit-ledger.csv)'],
  ['creditsValidity', 'Credits valid until (9999-12-31 = lifetime; empty = not set)'],
  ['membershipExpiry', 'Membership valid until (9999-12-31 = lifetime)'],
  ['memberSince', 'Member since'],
  ['memberId', 'Courtdesk’s id of the member (other files’ member_id)'],
];

const PAGE = 5_000;

export async function* memberExportLines(db: Db, clubId: number): AsyncIterable<string> {
  yield csvLine(MEMBER_EXPORT_COLUMNS.map(([c]) => c));
  let last = 0;
  for (;;) {
    const page = await rows<{ id: number; cells: (string | null)[] }>(
      db,
      sql`SELECT m.id, ARRAY[m.name, m.country_code, m.mobile, m.email, m.gender, m.address,
            to_char(COALESCE((SELECT SUM(e.amount_minor) FROM member_credit_entries e WHERE e.club_id = m.club_id AND e.member_id = m.id), 0) / 100.0, 'FM9999999999990.00'),
            m.credits_expiry::text, m.end_date::text, m.start_date::text, m.id::text] AS cells
          FROM members m WHERE m.club_id = ${clubId} AND m.deleted_at IS NULL AND m.id > ${last} ORDER BY m.id LIMIT ${PAGE}`,
    );
    for (const r of page) {
      last = r.id;
      yield csvLine(r.cells);
    }
    if (page.length < PAGE) return;
  }
}
