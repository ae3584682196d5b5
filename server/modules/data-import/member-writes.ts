import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { LIFETIME, MemberMessages } from '../../../contract/members';
import type { Actor } from '../../core/actor';
import { recordHistory, type HistoryEntry } from '../../ledger/history';
import { recordCreditEntries, type CreditEntry } from '../../ledger/credit-entries';
import { phoneKey, type Existing, type MemberIn } from './member-rows';
import { recordSources, type Source } from './runs';

export interface PlannedMember {
  m: MemberIn;
  existing?: Existing;
}

/**
 * Writes one batch of checked member rows in the caller's transaction: new members in one
 * statement, changed ones in another, their credits through the ledger's credits writer (one
 * 'opening' row each), their history, and where each came from. Returns the rows that could not
 * be written (a desk registered the same mobile since the file was checked).
 */
export async function writeMemberBatch(
  tx: Tx,
  clubId: number,
  today: string,
  runId: number,
  actor: Actor,
  batch: PlannedMember[],
): Promise<{ created: number; updated: number; lost: number[] }> {
  const fresh = batch.filter((p) => !p.existing).map((p) => p.m);
  const changed = batch.filter((p) => p.existing);
  const inserted = fresh.length
    ? await rows<{ id: number; countryCode: string; mobile: string }>(
        tx,
        sql`INSERT INTO members (club_id, name, country_code, mobile, email, gender, address, start_date, end_date, credits_expiry)
          SELECT ${clubId}, x.name, x.cc, x.mobile, x.email, x.gender, x.address, ${today}::date, COALESCE(x.end_date, ${LIFETIME}::date), x.credits_expiry
          FROM jsonb_to_recordset(${JSON.stringify(fresh.map(memberJson))}::jsonb)
            AS x(name text, cc text, mobile text, email text, gender text, address text, end_date date, credits_expiry date)
          ON CONFLICT (club_id, country_code, mobile) WHERE deleted_at IS NULL DO NOTHING
          RETURNING id, country_code AS "countryCode", mobile`,
      )
    : [];
  const idOf = new Map(inserted.map((r) => [phoneKey(r.countryCode, r.mobile), r.id]));
  const lost = fresh.filter((m) => !idOf.has(phoneKey(m.countryCode, m.mobile))).map((m) => m.row);
  if (changed.length) {
    // Blank cells (null) keep what the member has.
    await tx.execute(sql`UPDATE members m SET name = x.name, email = COALESCE(x.email, m.email), gender = COALESCE(x.gender, m.gender),
        address = COALESCE(x.address, m.address), end_date = COALESCE(x.end_date, m.end_date),
        credits_expiry = COALESCE(x.credits_expiry, m.credits_expiry)
      FROM jsonb_to_recordset(${JSON.stringify(changed.map((p) => ({ ...memberJson(p.m), id: p.existing!.id })))}::jsonb)
        AS x(id int, name text, email text, gender text, address text, end_date date, credits_expiry date)
      WHERE m.club_id = ${clubId} AND m.id = x.id`);
  }
  const credits: CreditEntry[] = [];
  const history: HistoryEntry[] = [];
  const sources: Source[] = [];
  for (const m of fresh) {
    const id = idOf.get(phoneKey(m.countryCode, m.mobile));
    if (id === undefined) continue;
    if (m.creditsMinor) credits.push({ clubId, memberId: id, amountMinor: m.creditsMinor, reason: 'opening' });
    history.push({ clubId, entity: 'member', entityId: id, action: 'import', actor, after: { ...memberJson(m), runId, row: m.row } });
    sources.push({ entity: 'member', entityId: id, row: m.row, action: 'created' });
  }
  for (const { m, existing } of changed) {
    const delta = m.creditsMinor === null ? 0 : m.creditsMinor - existing!.openingMinor;
    if (delta !== 0) credits.push({ clubId, memberId: existing!.id, amountMinor: delta, reason: 'opening' });
    history.push({
      clubId,
      entity: 'member',
      entityId: existing!.id,
      action: 'import',
      actor,
      before: { ...existing, creditsMinor: undefined },
      after: { ...memberJson(m), openingCreditsDeltaMinor: delta, runId, row: m.row },
    });
    sources.push({ entity: 'member', entityId: existing!.id, row: m.row, action: 'updated' });
  }
  await recordCreditEntries(tx, credits);
  await recordHistory(tx, history);
  await recordSources(tx, clubId, runId, sources);
  return { created: inserted.length, updated: changed.length, lost };
}

function memberJson(m: MemberIn) {
  return {
    name: m.name,
    cc: m.countryCode,
    mobile: m.mobile,
    email: m.email,
    gender: m.gender,
    address: m.address,
    end_date: m.endDate,
    credits_expiry: m.creditsExpiry,
    credits_minor: m.creditsMinor,
  };
}

export const LOST_MESSAGE = MemberMessages.alreadyMember;
