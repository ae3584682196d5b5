import type { FastifyInstance } from 'fastify';
import { EventMessages } from '../../../contract/events';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { renameEvent, renameSubCategory, updateCategory } from './edit';
import { checkCategory } from './rules';

const tags = ['events'];
const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
const cleanName = (name: string) => {
  const trimmed = name.trim();
  return trimmed && trimmed.length <= 100 ? trimmed : null;
};

/** Editing events, categories and sub-categories (feature 15, write). Called by eventRoutes. */
export function eventEditRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.events;

  route(app, e.update, { tags }, async (request) => {
    const name = cleanName(request.body.name);
    if (!name) return failure(EventMessages.nameRequired);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.update), null, async (tx) => {
      await renameEvent(tx, clubId, request.body.eventId, name, actorOf(request.session));
      return { requestStatus: 1 as const, message: EventMessages.eventUpdated };
    });
  });

  route(app, e.categoryUpdate, { tags }, async (request) => {
    const { categoryId, ...fields } = request.body;
    const checked = checkCategory({ ...fields, eventId: 0 });
    if (!checked.ok) return failure(checked.message);
    const { name, priceMinor, totalTickets, startDate, endDate, active } = checked.value;
    const edit = { name, priceMinor, totalTickets, startDate, endDate, active };
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.categoryUpdate), null, async (tx) => {
      await updateCategory(tx, clubId, categoryId, edit, actorOf(request.session));
      return { requestStatus: 1 as const, message: EventMessages.categoryUpdated };
    });
  });

  route(app, e.subCategoryUpdate, { tags }, async (request) => {
    const name = cleanName(request.body.name);
    if (!name) return failure(EventMessages.nameRequired);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.subCategoryUpdate), null, async (tx) => {
      await renameSubCategory(tx, clubId, request.body.subCategoryId, name, actorOf(request.session));
      return { requestStatus: 1 as const, message: EventMessages.subCategoryUpdated };
    });
  });
}
