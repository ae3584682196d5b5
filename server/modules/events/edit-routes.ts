import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import { EventMessages, categoryUpdateRequest, eventUpdateRequest, subCategoryUpdateRequest } from '../../../contract/events';
import { requires } from '../../plugins/auth';
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
export function eventEditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const write = requires(Feature.events, 'write');

  app.post('/event/update', { ...write, schema: { tags, body: eventUpdateRequest, response: { 200: baseReply } } }, async (request) => {
    const name = cleanName(request.body.name);
    if (!name) return failure(EventMessages.nameRequired);
    const { clubId } = request.session;
    return runWrite(db, clubId, 'event/update', null, async (tx) => {
      await renameEvent(tx, clubId, request.body.eventId, name, actorOf(request.session));
      return { requestStatus: 1 as const, message: EventMessages.eventUpdated };
    });
  });

  app.post(
    '/event/category/update',
    { ...write, schema: { tags, body: categoryUpdateRequest, response: { 200: baseReply } } },
    async (request) => {
      const { categoryId, ...fields } = request.body;
      const checked = checkCategory({ ...fields, eventId: 0 });
      if (!checked.ok) return failure(checked.message);
      const { name, priceMinor, totalTickets, startDate, endDate, active } = checked.value;
      const edit = { name, priceMinor, totalTickets, startDate, endDate, active };
      const { clubId } = request.session;
      return runWrite(db, clubId, 'event/category/update', null, async (tx) => {
        await updateCategory(tx, clubId, categoryId, edit, actorOf(request.session));
        return { requestStatus: 1 as const, message: EventMessages.categoryUpdated };
      });
    },
  );

  app.post(
    '/event/sub-category/update',
    { ...write, schema: { tags, body: subCategoryUpdateRequest, response: { 200: baseReply } } },
    async (request) => {
      const name = cleanName(request.body.name);
      if (!name) return failure(EventMessages.nameRequired);
      const { clubId } = request.session;
      return runWrite(db, clubId, 'event/sub-category/update', null, async (tx) => {
        await renameSubCategory(tx, clubId, request.body.subCategoryId, name, actorOf(request.session));
        return { requestStatus: 1 as const, message: EventMessages.subCategoryUpdated };
      });
    },
  );
}
