import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { COUPON_PAGE_SIZE, CouponMessages, type CouponCode, type CouponDetail } from '../../../contract/coupons';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import { toMajor } from '../../core/money';
import type { CouponTerms, NewCoupon } from './generate-rules';

/** 31 symbols without look-alikes; 10 of them ≈ 8 × 10^14 codes, drawn with node:crypto. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export function newCode(): string {
  let out = '';
  for (let i = 0; i < CODE_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

async function assertActivity(q: Queryable, clubId: number, activityId: number | null) {
  if (activityId === null) return;
  const found = await firstRow(q, sql`SELECT id FROM activities WHERE club_id = ${clubId} AND id = ${activityId}`);
  if (!found) throw new BusinessError(CouponMessages.activityNotFound);
}

const daysSql = (days: number[]) =>
  sql`ARRAY[${sql.join(
    days.map((d) => sql`${d}`),
    sql`, `,
  )}]::smallint[]`;
const activitiesSql = (id: number | null) => (id === null ? sql`NULL` : sql`ARRAY[${id}]::integer[]`);

/** Creates the coupon and its codes (unique across all clubs; a clash draws again). */
export async function generateCoupons(tx: Tx, clubId: number, c: NewCoupon, actor: Actor): Promise<number> {
  await assertActivity(tx, clubId, c.activityId);
  const detail = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO coupon_details (club_id, handler, user_id, activities, start_date, end_date, days, start_time, end_time,
          amount_minor, percent, upper_limit_minor, remarks, is_permanent, max_usage, is_multiple_slot)
        VALUES (${clubId}, ${actor.name}, ${actor.userId}, ${activitiesSql(c.activityId)}, ${c.startDate}, ${c.endDate},
          ${daysSql(c.days)}, ${c.startTime}, ${c.endTime}, ${c.amountMinor}, ${c.percent}, ${c.upperLimitMinor}, ${c.remarks},
          ${c.isPermanent}, ${c.maxUsage}, ${c.isMultipleSlot})
        RETURNING id`,
  );
  const id = detail!.id;
  let made = 0;
  while (made < c.count) {
    const batch = Array.from({ length: Math.min(200, c.count - made) }, newCode);
    const values = batch.map((code) => sql`(${clubId}, ${id}, ${code}, ${c.maxUsage})`);
    const inserted = await rows(
      tx,
      sql`INSERT INTO coupon_codes (club_id, detail_id, code, max_usage) VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (code) DO NOTHING RETURNING id`,
    );
    made += inserted.length;
  }
  await recordHistory(tx, { clubId, entity: 'coupon', entityId: id, action: 'generate', actor, after: { ...c } });
  return id;
}

interface DetailRow {
  couponDetailId: number;
  handler: string;
  timestamp: string;
  activities: number[] | null;
  startDate: string;
  endDate: string;
  days: number[];
  startTime: string | null;
  endTime: string | null;
  amountMinor: number | null;
  percent: string | null;
  upperLimitMinor: number | null;
  remarks: string;
  isPermanent: boolean;
  maxUsage: number;
  isMultipleSlot: boolean;
  codeCount: number;
}

const detailColumns = sql`d.id AS "couponDetailId", d.handler, to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS timestamp,
  d.activities, d.start_date::text AS "startDate", d.end_date::text AS "endDate", d.days::int[] AS days,
  d.start_time::text AS "startTime", d.end_time::text AS "endTime", d.amount_minor::float8 AS "amountMinor", d.percent::text AS percent,
  d.upper_limit_minor::float8 AS "upperLimitMinor", d.remarks, d.is_permanent AS "isPermanent", d.max_usage AS "maxUsage",
  d.is_multiple_slot AS "isMultipleSlot", (SELECT count(*)::int FROM coupon_codes k WHERE k.detail_id = d.id) AS "codeCount"`;

function view(r: DetailRow): CouponDetail {
  const { amountMinor, upperLimitMinor, percent, activities, days, ...rest } = r;
  return {
    ...rest,
    activities: activities ?? [],
    // Stored Monday = 0; the table reads Sunday = 0 (spec 2 §9).
    days: days.map((d) => (d + 1) % 7).sort(),
    amount: amountMinor === null ? null : toMajor(amountMinor),
    percent: percent === null ? null : Number(percent),
    upperLimit: upperLimitMinor === null ? null : toMajor(upperLimitMinor),
  };
}

/** A page of the club's coupons, newest first; or the one holding `code`. */
export async function listCoupons(q: Queryable, clubId: number, page: number, code?: string) {
  const where = code
    ? sql`d.club_id = ${clubId} AND d.id IN (SELECT detail_id FROM coupon_codes WHERE club_id = ${clubId} AND code = ${code})`
    : sql`d.club_id = ${clubId}`;
  const [{ n }] = await rows<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM coupon_details d WHERE ${where}`);
  const list = await rows<DetailRow>(
    q,
    sql`SELECT ${detailColumns} FROM coupon_details d WHERE ${where} ORDER BY d.id DESC
        LIMIT ${COUPON_PAGE_SIZE} OFFSET ${(page - 1) * COUPON_PAGE_SIZE}`,
  );
  const total = Math.max(1, Math.ceil(n / COUPON_PAGE_SIZE));
  return { couponDetails: list.map(view), paginationData: { next: page < total ? page + 1 : -1, total } };
}

async function findDetail(q: Queryable, clubId: number, id: number): Promise<DetailRow | undefined> {
  return firstRow<DetailRow>(q, sql`SELECT ${detailColumns} FROM coupon_details d WHERE d.club_id = ${clubId} AND d.id = ${id}`);
}

export async function listCodes(q: Queryable, clubId: number, detailId: number): Promise<CouponCode[] | null> {
  if (!(await findDetail(q, clubId, detailId))) return null;
  return rows<CouponCode>(
    q,
    sql`SELECT code AS "couponCode", usage, max_usage AS "maxUsage", expired FROM coupon_codes
        WHERE club_id = ${clubId} AND detail_id = ${detailId} ORDER BY id`,
  );
}

/** Edit Details: activity, dates, days, times and remarks (the discount itself is fixed). */
export async function updateTerms(tx: Tx, clubId: number, id: number, t: CouponTerms, actor: Actor): Promise<void> {
  const before = await findDetail(tx, clubId, id);
  if (!before) throw new BusinessError(CouponMessages.notFound);
  await assertActivity(tx, clubId, t.activityId);
  await tx.execute(sql`UPDATE coupon_details SET activities = ${activitiesSql(t.activityId)}, start_date = ${t.startDate},
    end_date = ${t.endDate}, days = ${daysSql(t.days)}, start_time = ${t.startTime}, end_time = ${t.endTime}, remarks = ${t.remarks}
    WHERE club_id = ${clubId} AND id = ${id}`);
  await recordHistory(tx, {
    clubId,
    entity: 'coupon',
    entityId: id,
    action: 'update',
    actor,
    before: view(before),
    after: view((await findDetail(tx, clubId, id))!),
  });
}

/** The Coupon Codes dialog's active/expired switch, for any codes of one coupon. */
export async function setCodesExpired(
  tx: Tx,
  clubId: number,
  id: number,
  changes: { couponCode: string; expired: boolean }[],
  actor: Actor,
) {
  if (!(await findDetail(tx, clubId, id))) throw new BusinessError(CouponMessages.notFound);
  for (const c of changes) {
    const done = await rows<{ code: string }>(
      tx,
      sql`UPDATE coupon_codes SET expired = ${c.expired} WHERE club_id = ${clubId} AND detail_id = ${id} AND code = ${c.couponCode}
          AND expired <> ${c.expired} RETURNING code`,
    );
    const exists =
      done.length > 0 ||
      (await firstRow(tx, sql`SELECT 1 FROM coupon_codes WHERE club_id = ${clubId} AND detail_id = ${id} AND code = ${c.couponCode}`));
    if (!exists) throw new BusinessError(CouponMessages.invalidCode);
    if (done.length > 0) {
      await recordHistory(tx, {
        clubId,
        entity: 'coupon',
        entityId: id,
        action: c.expired ? 'code_expire' : 'code_activate',
        actor,
        after: c,
      });
    }
  }
}
