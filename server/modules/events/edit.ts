import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow, rows } from '../../db/rows';
import { EventMessages } from '../../../contract/events';
import { BusinessError } from '../../core/business-error';
import { recordHistory, type Actor } from '../../ledger/history';
import { findCategory, type NewCategory } from './admin';

export async function renameEvent(tx: Tx, clubId: number, id: number, name: string, actor: Actor): Promise<void> {
  const before = await firstRow<{ name: string }>(tx, sql`SELECT name FROM events WHERE club_id = ${clubId} AND id = ${id} FOR UPDATE`);
  if (!before) throw new BusinessError(EventMessages.eventNotFound);
  await tx.execute(sql`UPDATE events SET name = ${name} WHERE club_id = ${clubId} AND id = ${id}`);
  await recordHistory(tx, { clubId, entity: 'event', entityId: id, action: 'update', actor, before, after: { name } });
}

export type CategoryEdit = Omit<NewCategory, 'eventId'>;

/**
 * Edit Category: name, price, total tickets, dates, active. The total may never go below what
 * is sold (guarded UPDATE, CHECK behind it). A new price applies to registrations from now on:
 * each registration keeps the total it was sold at.
 */
export async function updateCategory(tx: Tx, clubId: number, id: number, c: CategoryEdit, actor: Actor): Promise<void> {
  const before = await findCategory(tx, clubId, id);
  if (!before) throw new BusinessError(EventMessages.categoryNotFound);
  const done = await rows(
    tx,
    sql`UPDATE event_categories SET name = ${c.name}, price_minor = ${c.priceMinor}, total_tickets = ${c.totalTickets},
          start_date = ${c.startDate}, end_date = ${c.endDate}, active = ${c.active}
        WHERE club_id = ${clubId} AND id = ${id} AND sold_tickets <= ${c.totalTickets} RETURNING id`,
  );
  if (done.length === 0) {
    const now = await findCategory(tx, clubId, id);
    throw new BusinessError(EventMessages.ticketsBelowSold.replace('{sold}', String(now!.sold)));
  }
  await recordHistory(tx, { clubId, entity: 'event_category', entityId: id, action: 'update', actor, before, after: c });
}

export async function renameSubCategory(tx: Tx, clubId: number, id: number, name: string, actor: Actor): Promise<void> {
  const before = await firstRow<{ name: string; categoryId: number }>(
    tx,
    sql`SELECT name, category_id AS "categoryId" FROM event_sub_categories WHERE club_id = ${clubId} AND id = ${id} FOR UPDATE`,
  );
  if (!before) throw new BusinessError(EventMessages.subCategoryNotFound);
  await tx.execute(sql`UPDATE event_sub_categories SET name = ${name} WHERE club_id = ${clubId} AND id = ${id}`);
  await recordHistory(tx, {
    clubId,
    entity: 'event_category',
    entityId: before.categoryId,
    action: 'sub_category_update',
    actor,
    before: { id, name: before.name },
    after: { id, name },
  });
}
