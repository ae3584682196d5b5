import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import {
  EVENT_EXPORT_FILE,
  EventMessages,
  bookingListQuery,
  bookingListReply,
  categoryCreateRequest,
  categoryQuery,
  categoryReply,
  categoryStatusRequest,
  categoryTicketsRequest,
  createdReply,
  eventBookingDetailsQuery,
  eventBookingDetailsReply,
  eventCreateRequest,
  eventFilterQuery,
  eventListReply,
  registrationReply,
  registrationRequest,
  subCategoryCreateRequest,
  summaryReply,
} from '../../../contract/events';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { idempotencyKey } from '../../core/run-write';
import { todayIn } from '../../core/local-time';
import { sendXlsx } from '../../lib/xlsx-stream';
import { createCategory, createEvent, createSubCategory, setCategoryActive, setCategoryTickets } from './admin';
import { allBookings, bookingDetails, bookingPage, eventSummary, listCategories, listEvents } from './read';
import { register } from './register';
import { checkCategory, checkRegistration, checkTickets } from './rules';
import { EXPORT_COLUMNS } from './export';
import { eventEditRoutes } from './edit-routes';

/** /api/event*: events, categories, registrations and passes (feature 15). */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.events, 'read');
  const write = requires(Feature.events, 'write');
  const tags = ['events'];
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  eventEditRoutes(fastify);

  app.get('/events', { ...read, schema: { tags, response: { 200: eventListReply } } }, async (request) => ({
    requestStatus: 1 as const,
    eventList: await listEvents(db, request.session.clubId),
  }));

  app.get(
    '/event/category',
    { ...read, schema: { tags, querystring: categoryQuery, response: { 200: categoryReply } } },
    async (request) => {
      const found = await listCategories(db, request.session.clubId, request.query.eventId);
      return found
        ? { requestStatus: 1 as const, categoryList: found.categories, subCategoryList: found.subs }
        : failure(EventMessages.eventNotFound);
    },
  );

  app.get(
    '/event/category/summary',
    { ...read, schema: { tags, querystring: eventFilterQuery, response: { 200: summaryReply } } },
    async (request) => ({
      requestStatus: 1 as const,
      summaryDetails: await eventSummary(db, request.session.clubId, request.query),
    }),
  );

  app.get(
    '/event/booking/list',
    { ...read, schema: { tags, querystring: bookingListQuery, response: { 200: bookingListReply } } },
    async (request) => {
      const { page, sort, order, ...f } = request.query;
      return { requestStatus: 1 as const, ...(await bookingPage(db, request.session.clubId, f, page, sort, order)) };
    },
  );

  app.get(
    '/event/booking/details',
    { ...read, schema: { tags, querystring: eventBookingDetailsQuery, response: { 200: eventBookingDetailsReply } } },
    async (request) => {
      const booking = await bookingDetails(db, request.session.clubId, request.query.bookingId);
      return booking ? { requestStatus: 1 as const, booking } : failure(EventMessages.bookingNotFound);
    },
  );

  app.get('/event/booking/list/download', { ...read, schema: { tags, querystring: eventFilterQuery } }, async (request, reply) =>
    sendXlsx(reply, EVENT_EXPORT_FILE, 'Registrations', EXPORT_COLUMNS, allBookings(db, request.session.clubId, request.query)),
  );

  app.post(
    '/event/category/status',
    { ...write, schema: { tags, body: categoryStatusRequest, response: { 200: baseReply } } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'event/category/status', null, async (tx) => {
        await setCategoryActive(tx, clubId, request.body.categoryId, request.body.status, actorOf(request.session));
        return { requestStatus: 1 as const, message: EventMessages.statusUpdated };
      });
    },
  );

  app.post(
    '/event/category/tickets',
    { ...write, schema: { tags, body: categoryTicketsRequest, response: { 200: baseReply } } },
    async (request) => {
      const { categoryId } = request.body;
      if (!categoryId) return failure(EventMessages.selectCategory);
      const total = checkTickets(request.body.tickets);
      if (total === null) return failure(EventMessages.invalidTickets);
      const { clubId } = request.session;
      return runWrite(db, clubId, 'event/category/tickets', null, async (tx) => {
        await setCategoryTickets(tx, clubId, categoryId, total, actorOf(request.session));
        return { requestStatus: 1 as const, message: EventMessages.ticketsUpdated };
      });
    },
  );

  app.post('/event/create', { ...write, schema: { tags, body: eventCreateRequest, response: { 200: createdReply } } }, async (request) => {
    const name = request.body.name.trim();
    if (!name || name.length > 100) return failure(EventMessages.nameRequired);
    const { clubId } = request.session;
    return runWrite(db, clubId, 'event/create', null, async (tx) => ({
      requestStatus: 1 as const,
      message: EventMessages.eventCreated,
      id: await createEvent(tx, clubId, name, actorOf(request.session)),
    }));
  });

  app.post(
    '/event/category/create',
    { ...write, schema: { tags, body: categoryCreateRequest, response: { 200: createdReply } } },
    async (request) => {
      const checked = checkCategory(request.body);
      if (!checked.ok) return failure(checked.message);
      const { clubId } = request.session;
      return runWrite(db, clubId, 'event/category/create', null, async (tx) => ({
        requestStatus: 1 as const,
        message: EventMessages.categoryCreated,
        id: await createCategory(tx, clubId, checked.value, actorOf(request.session)),
      }));
    },
  );

  app.post(
    '/event/sub-category/create',
    { ...write, schema: { tags, body: subCategoryCreateRequest, response: { 200: createdReply } } },
    async (request) => {
      const name = request.body.name.trim();
      if (!name || name.length > 100) return failure(EventMessages.nameRequired);
      const { clubId } = request.session;
      return runWrite(db, clubId, 'event/sub-category/create', null, async (tx) => ({
        requestStatus: 1 as const,
        message: EventMessages.subCategoryCreated,
        id: await createSubCategory(tx, clubId, request.body.categoryId, name, actorOf(request.session)),
      }));
    },
  );

  app.post(
    '/event/registration',
    { ...write, schema: { tags, body: registrationRequest, response: { 200: registrationReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const checked = await checkRegistration(db, clubId, request.body);
      if (!checked.ok) return failure(checked.message);
      return runWrite(db, clubId, 'event/registration', idempotencyKey(request), async (tx) => ({
        requestStatus: 1 as const,
        message: EventMessages.registered,
        bookingId: await register(tx, clubId, { ...checked.value, source: 'desk', today: todayIn(timeZone) }, actorOf(request.session)),
      }));
    },
  );
}
