import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { ADDON_NAME_MAX, AddonMessages, type ConfigExtra } from '../../../contract/addons';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import { recordChange } from '../../ledger/occupancy';
import { todayIn } from '../../core/local-time';
import { toMajor, toMinor } from '../../core/money';

export interface AddonFields {
  name: string;
  quantity: number;
  priceMinor: number;
}

/**
 * Spec 2 §5: a name, and a quantity and price of 0 or more. The form sends a non-numeric
 * quantity or price as 0; a negative or fractional quantity is refused.
 */
export function checkAddon(input: { name?: string | null; quantity?: unknown; price?: unknown }): AddonFields | null {
  const name = input.name?.trim() ?? '';
  if (!name || name.length > ADDON_NAME_MAX) return null;
  const quantity = input.quantity === null || input.quantity === undefined || input.quantity === '' ? 0 : Number(input.quantity);
  const priceMinor = input.price === null || input.price === undefined || input.price === '' ? 0 : toMinor(input.price);
  if (!Number.isInteger(quantity) || quantity < 0 || priceMinor === null || priceMinor < 0) return null;
  return { name, quantity, priceMinor };
}

interface Row {
  extraId: number;
  name: string;
  quantity: number;
  priceMinor: number;
  isRent: boolean;
  activityId: number | null;
  activityName: string | null;
  isActive: boolean;
}

const select = sql`SELECT e.id AS "extraId", e.name, e.quantity, e.price_minor::float8 AS "priceMinor", e.is_rent AS "isRent",
  e.activity_id AS "activityId", a.name AS "activityName", e.is_active AS "isActive"
  FROM club_extras e LEFT JOIN activities a ON a.club_id = e.club_id AND a.id = e.activity_id`;

const view = ({ priceMinor, ...r }: Row): ConfigExtra => ({ ...r, price: toMajor(priceMinor), isPerActivity: r.activityId !== null });

export async function listAddons(q: Queryable, clubId: number): Promise<ConfigExtra[]> {
  return (await rows<Row>(q, sql`${select} WHERE e.club_id = ${clubId} ORDER BY e.name, e.id`)).map(view);
}

async function findAddon(q: Queryable, clubId: number, id: number): Promise<ConfigExtra | undefined> {
  const r = await firstRow<Row>(q, sql`${select} WHERE e.club_id = ${clubId} AND e.id = ${id}`);
  return r && view(r);
}

/** Add-ons show in the cart of the activity (or every activity): desks re-read them. */
async function announce(tx: Tx, clubId: number, activityId: number | null) {
  const club = await firstRow<{ tz: string }>(tx, sql`SELECT time_zone AS tz FROM clubs WHERE id = ${clubId}`);
  const acts =
    activityId === null ? await rows<{ id: number }>(tx, sql`SELECT id FROM activities WHERE club_id = ${clubId}`) : [{ id: activityId }];
  for (const a of acts) await recordChange(tx, clubId, a.id, todayIn(club?.tz ?? 'UTC'), 'config');
}

export async function addAddon(tx: Tx, clubId: number, f: AddonFields, isRent: boolean, activityId: number | null, actor: Actor) {
  if (activityId !== null && !(await firstRow(tx, sql`SELECT id FROM activities WHERE club_id = ${clubId} AND id = ${activityId}`))) {
    throw new BusinessError(AddonMessages.activityNotFound);
  }
  const row = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO club_extras (club_id, activity_id, name, price_minor, is_rent, quantity)
        VALUES (${clubId}, ${activityId}, ${f.name}, ${f.priceMinor}, ${isRent}, ${f.quantity}) RETURNING id`,
  );
  await recordHistory(tx, {
    clubId,
    entity: 'addon',
    entityId: row!.id,
    action: 'create',
    actor,
    after: await findAddon(tx, clubId, row!.id),
  });
  await announce(tx, clubId, activityId);
}

export async function updateAddon(tx: Tx, clubId: number, id: number, f: AddonFields, active: boolean, actor: Actor) {
  const before = await findAddon(tx, clubId, id);
  if (!before) throw new BusinessError(AddonMessages.notFound);
  await tx.execute(sql`UPDATE club_extras SET name = ${f.name}, quantity = ${f.quantity}, price_minor = ${f.priceMinor}, is_active = ${active}
    WHERE club_id = ${clubId} AND id = ${id}`);
  await recordHistory(tx, {
    clubId,
    entity: 'addon',
    entityId: id,
    action: 'update',
    actor,
    before,
    after: await findAddon(tx, clubId, id),
  });
  await announce(tx, clubId, before.activityId);
}
