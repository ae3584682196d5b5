import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { EventMessages } from '../../../contract/events';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';

export async function createEvent(tx: Tx, clubId: number, name: string, actor: Actor): Promise<number> {
  const row = await firstRow<{ id: number }>(tx, sql`INSERT INTO events (club_id, name) VALUES (${clubId}, ${name}) RETURNING id`);
  await recordHistory(tx, { clubId, entity: 'event', entityId: row!.id, action: 'create', actor, after: { name } });
  return row!.id;
}

export interface NewCategory {
  eventId: number;
  name: string;
  priceMinor: number;
  totalTickets: number;
  startDate: string;
  endDate: string;
  active: boolean;
}

export async function createCategory(tx: Tx, clubId: number, c: NewCategory, actor: Actor): Promise<number> {
  if (!(await firstRow(tx, sql`SELECT id FROM events WHERE club_id = ${clubId} AND id = ${c.eventId}`)))
    throw new BusinessError(EventMessages.eventNotFound);
  const row = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO event_categories (club_id, event_id, name, price_minor, total_tickets, start_date, end_date, active)
        VALUES (${clubId}, ${c.eventId}, ${c.name}, ${c.priceMinor}, ${c.totalTickets}, ${c.startDate}, ${c.endDate}, ${c.active})
        RETURNING id`,
  );
  await recordHistory(tx, { clubId, entity: 'event_category', entityId: row!.id, action: 'create', actor, after: c });
  return row!.id;
}

export async function createSubCategory(tx: Tx, clubId: number, categoryId: number, name: string, actor: Actor): Promise<number> {
  if (!(await findCategory(tx, clubId, categoryId))) throw new BusinessError(EventMessages.categoryNotFound);
  const row = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO event_sub_categories (club_id, category_id, name) VALUES (${clubId}, ${categoryId}, ${name}) RETURNING id`,
  );
  await recordHistory(tx, {
    clubId,
    entity: 'event_category',
    entityId: categoryId,
    action: 'sub_category',
    actor,
    after: { id: row!.id, name },
  });
  return row!.id;
}

export async function findCategory(q: Queryable, clubId: number, id: number) {
  return firstRow<{
    id: number;
    eventId: number;
    active: boolean;
    sold: number;
    total: number;
    priceMinor: number;
    startDate: string;
    endDate: string;
  }>(
    q,
    sql`SELECT id, event_id AS "eventId", active, sold_tickets AS sold, total_tickets AS total, price_minor::float8 AS "priceMinor",
               start_date::text AS "startDate", end_date::text AS "endDate"
        FROM event_categories WHERE club_id = ${clubId} AND id = ${id}`,
  );
}

export async function setCategoryActive(tx: Tx, clubId: number, id: number, active: boolean, actor: Actor) {
  const before = await findCategory(tx, clubId, id);
  if (!before) throw new BusinessError(EventMessages.categoryNotFound);
  await tx.execute(sql`UPDATE event_categories SET active = ${active} WHERE club_id = ${clubId} AND id = ${id}`);
  await recordHistory(tx, {
    clubId,
    entity: 'event_category',
    entityId: id,
    action: 'status',
    actor,
    before: { active: before.active },
    after: { active },
  });
}

/** Edit Tickets: the total may never go below what is sold (guarded update, CHECK behind it). */
export async function setCategoryTickets(tx: Tx, clubId: number, id: number, total: number, actor: Actor) {
  const before = await findCategory(tx, clubId, id);
  if (!before) throw new BusinessError(EventMessages.categoryNotFound);
  const done = await rows(
    tx,
    sql`UPDATE event_categories SET total_tickets = ${total} WHERE club_id = ${clubId} AND id = ${id} AND sold_tickets <= ${total} RETURNING id`,
  );
  if (done.length === 0) {
    const now = await findCategory(tx, clubId, id);
    throw new BusinessError(EventMessages.ticketsBelowSold.replace('{sold}', String(now!.sold)));
  }
  await recordHistory(tx, {
    clubId,
    entity: 'event_category',
    entityId: id,
    action: 'tickets',
    actor,
    before: { total: before.total },
    after: { total },
  });
}
