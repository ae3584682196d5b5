import type { FastifyInstance } from 'fastify';
import { EVENT_EXPORT_FILE, EventMessages } from '../../../contract/events';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { idempotencyKey } from '../../core/run-write';
import { todayIn } from '../../core/local-time';
import { sendXlsx } from '../../lib/xlsx-stream';
import { createCategory, createEvent, createSubCategory, setCategoryActive, setCategoryTickets } from './admin';
import { allBookings, bookingDetails, bookingPage, eventSummary, listCategories, listEvents } from './read';
import { register } from './register';
import { checkCategory, checkRegistration, checkTickets } from './rules';
import { eventExportColumns } from './export';
import { documentLanguage } from '../../lib/document-texts/document-language';
import { eventEditRoutes } from './edit-routes';

/** /api/event*: events, categories, registrations and passes (feature 15). */
export async function eventRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.events;
  const tags = ['events'];
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  eventEditRoutes(app);

  route(app, e.list, { tags }, async (request) => ({
    requestStatus: 1 as const,
    eventList: await listEvents(db, request.session.clubId),
  }));

  route(app, e.category, { tags }, async (request) => {
    const found = await listCategories(db, request.session.clubId, request.query.eventId);
    return found
      ? { requestStatus: 1 as const, categoryList: found.categories, subCategoryList: found.subs }
      : failure(EventMessages.eventNotFound);
  });

  route(app, e.categorySummary, { tags }, async (request) => ({
    requestStatus: 1 as const,
    summaryDetails: await eventSummary(db, request.session.clubId, request.query),
  }));

  route(app, e.bookingList, { tags }, async (request) => {
    const { page, sort, order, ...f } = request.query;
    return { requestStatus: 1 as const, ...(await bookingPage(db, request.session.clubId, f, page, sort, order)) };
  });

  route(app, e.bookingDetails, { tags }, async (request) => {
    const booking = await bookingDetails(db, request.session.clubId, request.query.bookingId);
    return booking ? { requestStatus: 1 as const, booking } : failure(EventMessages.bookingNotFound);
  });

  route(app, e.bookingListDownload, { tags }, async (request, reply) => {
    const L = documentLanguage(request.session.language);
    return sendXlsx(
      reply,
      EVENT_EXPORT_FILE,
      L.t.sheets.registrations,
      eventExportColumns(L),
      allBookings(db, request.session.clubId, request.query),
    );
  });

  route(app, e.categoryStatus, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.categoryStatus), null, async (tx) => {
      await setCategoryActive(tx, clubId, request.body.categoryId, request.body.status, actorOf(request.session));
      return { requestStatus: 1 as const, message: EventMessages.statusUpdated };
    });
  });

  route(app, e.categoryTickets, { tags }, async (request) => {
    const { categoryId } = request.body;
    if (!categoryId) return failure(EventMessages.selectCategory);
    const total = checkTickets(request.body.tickets);
    if (total === null) return failure(EventMessages.invalidTickets);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.categoryTickets), null, async (tx) => {
      await setCategoryTickets(tx, clubId, categoryId, total, actorOf(request.session));
      return { requestStatus: 1 as const, message: EventMessages.ticketsUpdated };
    });
  });

  route(app, e.create, { tags }, async (request) => {
    const name = request.body.name.trim();
    if (!name || name.length > 100) return failure(EventMessages.nameRequired);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.create), null, async (tx) => ({
      requestStatus: 1 as const,
      message: EventMessages.eventCreated,
      id: await createEvent(tx, clubId, name, actorOf(request.session)),
    }));
  });

  route(app, e.categoryCreate, { tags }, async (request) => {
    const checked = checkCategory(request.body);
    if (!checked.ok) return failure(checked.message);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.categoryCreate), null, async (tx) => ({
      requestStatus: 1 as const,
      message: EventMessages.categoryCreated,
      id: await createCategory(tx, clubId, checked.value, actorOf(request.session)),
    }));
  });

  route(app, e.subCategoryCreate, { tags }, async (request) => {
    const name = request.body.name.trim();
    if (!name || name.length > 100) return failure(EventMessages.nameRequired);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.subCategoryCreate), null, async (tx) => ({
      requestStatus: 1 as const,
      message: EventMessages.subCategoryCreated,
      id: await createSubCategory(tx, clubId, request.body.categoryId, name, actorOf(request.session)),
    }));
  });

  route(app, e.registration, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const checked = await checkRegistration(db, clubId, request.body);
    if (!checked.ok) return failure(checked.message);
    return runWrite(db, clubId, writeScope(e.registration), idempotencyKey(request), async (tx) => ({
      requestStatus: 1 as const,
      message: EventMessages.registered,
      bookingId: await register(tx, clubId, { ...checked.value, source: 'desk', today: todayIn(timeZone) }, actorOf(request.session)),
    }));
  });
}
