import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registrationOwedSql } from '../../ledger/balances';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { rows } from '../../db/rows';
import { CheckoutMessages } from '../../../contract/checkout';
import { EventMessages } from '../../../contract/events';
import type { marketplaceEventsReply } from '../../../contract/marketplace';
import { endpoints } from '../../../contract/endpoint-table';
import { toMinorUnits } from '../../../contract/money-round';
import { route, writeScope } from '../../plugins/route';
import { BusinessError } from '../../core/business-error';
import { todayIn } from '../../core/local-time';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { normalizePhone } from '../../core/phone';
import { register } from '../events/register';
import { toMajor } from '../../core/money';

interface KeyActor {
  clubId: number;
  keyId: number;
  name: string;
  timeZone: string;
}

/** The events of the key's club open for registration today: active categories not yet closed. */
type OpenEvent = NonNullable<z.infer<typeof marketplaceEventsReply>['events']>[number];

export async function openEvents(q: Queryable, clubId: number, today: string): Promise<OpenEvent[]> {
  const cats = await rows<{
    eventId: number;
    eventName: string;
    id: number;
    name: string;
    priceMinor: number;
    left: number;
    startDate: string;
    endDate: string;
  }>(
    q,
    sql`SELECT e.id AS "eventId", e.name AS "eventName", c.id, c.name, c.price_minor::float8 AS "priceMinor",
               (c.total_tickets - c.sold_tickets)::int AS left, c.start_date::text AS "startDate", c.end_date::text AS "endDate"
        FROM event_categories c JOIN events e ON e.club_id = c.club_id AND e.id = c.event_id
        WHERE c.club_id = ${clubId} AND c.active AND c.end_date >= ${today}
        ORDER BY e.id, c.id`,
  );
  const subs = await rows<{ id: number; categoryId: number; name: string }>(
    q,
    sql`SELECT id, category_id AS "categoryId", name FROM event_sub_categories WHERE club_id = ${clubId} ORDER BY id`,
  );
  const events = new Map<number, OpenEvent>();
  for (const c of cats) {
    const event = events.get(c.eventId) ?? { id: c.eventId, name: c.eventName, categories: [] };
    events.set(c.eventId, event);
    event.categories.push({
      id: c.id,
      name: c.name,
      price: toMajor(c.priceMinor),
      ticketsLeft: c.left,
      startDate: c.startDate,
      endDate: c.endDate,
      subCategories: subs.filter((s) => s.categoryId === c.id).map(({ id, name }) => ({ id, name })),
    });
  }
  return [...events.values()];
}

/**
 * /api/marketplace/events*: listing and registration, on the marketplace plugin (its key hook
 * has already found the club). Registration is the desk's own register(): the same guarded
 * ticket count, so online and desk sales together never oversell a category.
 */
export function marketplaceEventRoutes(app: FastifyInstance, actor: (request: FastifyRequest) => KeyActor) {
  const { db } = app;
  const e = endpoints.marketplace;
  const extras = { tags: ['marketplace'], schema: { security: [{ marketplaceKey: [] }] } };

  route(app, e.events, extras, async (request) => {
    const a = actor(request);
    return { requestStatus: 1 as const, events: await openEvents(db, a.clubId, todayIn(a.timeZone)) };
  });

  route(app, e.eventRegistration, extras, async (request) => {
    const a = actor(request);
    const b = request.body;
    const name = b.customer.name.trim();
    if (!name) return { requestStatus: 0 as const, message: CheckoutMessages.nameRequired };
    const phone = normalizePhone(b.customer.mobile, b.customer.countryCode);
    if (!phone) return { requestStatus: 0 as const, message: CheckoutMessages.invalidMobile };
    const paidMinor = toMinorUnits(b.paidAmount);
    return runWrite(db, a.clubId, writeScope(e.eventRegistration), idempotencyKey(request, a.keyId), async (tx) => {
      const who = { userId: null, name: a.name };
      const id = await register(
        tx,
        a.clubId,
        {
          eventId: b.eventId,
          categoryId: b.categoryId,
          subCategoryId: b.subCategoryId ?? null,
          tickets: b.tickets,
          name,
          phone,
          email: b.customer.email ?? null,
          // Money the provider collected online is mode Other; none = pay at the venue.
          paidMinor,
          mode: paidMinor > 0 ? 3 : 0,
          source: 'marketplace',
          today: todayIn(a.timeZone),
        },
        who,
      );
      const gross = await rows<{ g: number }>(
        tx,
        sql`SELECT ${registrationOwedSql}::float8 AS g FROM event_registrations r WHERE r.club_id = ${a.clubId} AND r.id = ${id}`,
      );
      if (!gross[0]) throw new BusinessError(EventMessages.bookingNotFound);
      return { requestStatus: 1 as const, message: EventMessages.registered, registrationId: id, total: toMajor(gross[0].g) };
    });
  });
}
