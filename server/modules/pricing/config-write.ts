import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { PricingMessages, type PriceClass, type PriceType } from '../../../contract/pricing';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import type { CheckedEntry } from './config-rules';
import { readPricingConfig } from './config-read';
import { announcePriceChange } from './reprice';

export interface PricingScope {
  clubId: number;
  priceClass: PriceClass;
  type: PriceType;
  /** Special pricing only: the period being replaced. */
  period: { start: string; end: string } | null;
}

async function assertNoOtherSpecialOverlap(
  tx: Tx,
  clubId: number,
  classId: number,
  start: string,
  end: string,
  except?: { start: string; end: string },
) {
  const clash = await firstRow<{ s: string; e: string }>(
    tx,
    sql`SELECT period_start::text AS s, period_end::text AS e FROM pricing_rules
        WHERE club_id = ${clubId} AND price_class_id = ${classId} AND price_type = 'special'
          AND period_start <= ${end} AND period_end >= ${start}
          ${except ? sql`AND NOT (period_start = ${except.start} AND period_end = ${except.end})` : sql``}
        LIMIT 1`,
  );
  if (clash) throw new BusinessError(PricingMessages.specialOverlap.replace('{start}', clash.s).replace('{end}', clash.e));
}

function scopeSql(s: PricingScope) {
  return sql`club_id = ${s.clubId} AND price_class_id = ${s.priceClass.priceClassId} AND price_type = ${s.type}
    ${s.period ? sql`AND period_start = ${s.period.start} AND period_end = ${s.period.end}` : sql``}`;
}

/**
 * Replaces the class's pricing of one type (of one period for special) with `entries`, in the
 * caller's transaction: history before → after, carts re-priced, a change row for every desk.
 */
export async function savePricing(
  tx: Tx,
  scope: PricingScope,
  entries: CheckedEntry[],
  actor: Actor,
  memberDiscountPercent?: number | null,
): Promise<void> {
  const { clubId, priceClass } = scope;
  // One writer per class at a time: two managers saving at once do not interleave rows.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${clubId}, hashtext(${`pricing#${priceClass.priceClassId}`}))`);
  if (memberDiscountPercent !== undefined) await saveMemberDiscount(tx, clubId, priceClass.priceClassId, memberDiscountPercent, actor);
  if (scope.period)
    await assertNoOtherSpecialOverlap(tx, clubId, priceClass.priceClassId, scope.period.start, scope.period.end, scope.period);
  const before = await readPricingConfig(tx, clubId, priceClass);
  await tx.execute(sql`DELETE FROM pricing_rules WHERE ${scopeSql(scope)}`);
  for (const e of entries) {
    const rule = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO pricing_rules (club_id, price_class_id, price_type, start_day, end_day, period_start, period_end, slot_minutes)
          VALUES (${clubId}, ${priceClass.priceClassId}, ${scope.type}, ${e.startDay}, ${e.endDay},
                  ${scope.period?.start ?? null}, ${scope.period?.end ?? null}, ${priceClass.slotDuration})
          RETURNING id`,
    );
    for (const s of e.slots) {
      await tx.execute(sql`INSERT INTO price_slots (rule_id, start_time, end_time, price_minor, member_price_minor, slot_discount)
        VALUES (${rule!.id}, ${s.startTime}, ${s.endTime}, ${s.priceMinor}, ${s.memberPriceMinor}, ${JSON.stringify(s.slotDiscount)}::jsonb)`);
    }
  }
  const after = await readPricingConfig(tx, clubId, priceClass);
  await recordHistory(tx, {
    clubId,
    entity: 'price',
    entityId: priceClass.priceClassId,
    action: `pricing_${scope.type}`,
    actor,
    before: { [scope.type]: before[scope.type === 'holiday' ? 'holiday' : scope.type], period: scope.period },
    after: { [scope.type]: after[scope.type === 'holiday' ? 'holiday' : scope.type], period: scope.period },
  });
  await announcePriceChange(tx, clubId, [priceClass.activityId]);
}

/** The class's member discount (ADR 0075), history before → after when it changes. */
async function saveMemberDiscount(tx: Tx, clubId: number, classId: number, percent: number | null, actor: Actor): Promise<void> {
  const before = await firstRow<{ p: number | null }>(
    tx,
    sql`SELECT member_discount_percent::float8 AS p FROM price_classes WHERE club_id = ${clubId} AND id = ${classId}`,
  );
  if ((before?.p ?? null) === percent) return;
  await tx.execute(sql`UPDATE price_classes SET member_discount_percent = ${percent} WHERE club_id = ${clubId} AND id = ${classId}`);
  await recordHistory(tx, {
    clubId,
    entity: 'price',
    entityId: classId,
    action: 'member_discount',
    actor,
    before: { memberDiscountPercent: before?.p ?? null },
    after: { memberDiscountPercent: percent },
  });
}

/** The special dialog's "Change" step: moves one period to new dates. */
export async function moveSpecialPeriod(
  tx: Tx,
  clubId: number,
  pc: PriceClass,
  from: { start: string; end: string },
  to: { start: string; end: string },
  actor: Actor,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${clubId}, hashtext(${`pricing#${pc.priceClassId}`}))`);
  await assertNoOtherSpecialOverlap(tx, clubId, pc.priceClassId, to.start, to.end, from);
  const moved = await rows<{ id: number }>(
    tx,
    sql`UPDATE pricing_rules SET period_start = ${to.start}, period_end = ${to.end}
        WHERE club_id = ${clubId} AND price_class_id = ${pc.priceClassId} AND price_type = 'special'
          AND period_start = ${from.start} AND period_end = ${from.end}
        RETURNING id`,
  );
  if (moved.length === 0) throw new BusinessError(PricingMessages.specialNotFound);
  await recordHistory(tx, { clubId, entity: 'price', entityId: pc.priceClassId, action: 'special_period', actor, before: from, after: to });
  await announcePriceChange(tx, clubId, [pc.activityId]);
}

/** Adds or removes one holiday; every activity's prices may change that day. */
export async function changeHoliday(tx: Tx, clubId: number, date: string, add: boolean, actor: Actor): Promise<void> {
  const changed = add
    ? await rows(
        tx,
        sql`INSERT INTO holidays (club_id, holiday_date) VALUES (${clubId}, ${date}) ON CONFLICT DO NOTHING RETURNING holiday_date`,
      )
    : await rows(tx, sql`DELETE FROM holidays WHERE club_id = ${clubId} AND holiday_date = ${date} RETURNING holiday_date`);
  if (changed.length === 0) throw new BusinessError(add ? PricingMessages.holidayExists : PricingMessages.holidayNotFound);
  await recordHistory(tx, {
    clubId,
    entity: 'price',
    entityId: null,
    action: add ? 'holiday_add' : 'holiday_remove',
    actor,
    before: add ? null : { date },
    after: add ? { date } : null,
  });
  const acts = await rows<{ id: number }>(tx, sql`SELECT id FROM activities WHERE club_id = ${clubId}`);
  await announcePriceChange(
    tx,
    clubId,
    acts.map((a) => a.id),
  );
}

export async function listHolidays(tx: Queryable, clubId: number): Promise<string[]> {
  const list = await rows<{ d: string }>(
    tx,
    sql`SELECT holiday_date::text AS d FROM holidays WHERE club_id = ${clubId} ORDER BY holiday_date`,
  );
  return list.map((r) => r.d);
}
