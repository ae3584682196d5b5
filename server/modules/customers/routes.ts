import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { CheckoutMessages, customerDetailsReply, customerDetailsRequest } from '../../../contract/checkout';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { normalizePhone } from '../../core/phone';
import { lookupCustomer } from './service';

export async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  app.post(
    '/customer/details',
    {
      ...requires(Feature.bookingCalendar, 'read'),
      schema: { tags: ['checkout'], body: customerDetailsRequest, response: { 200: customerDetailsReply } },
    },
    async (request) => {
      const { clubId } = request.session;
      const club = await loadClub(db, clubId);
      const phone = normalizePhone(request.body.mobile, request.body.countryCode || club.callingCode);
      if (!phone) return failure(CheckoutMessages.invalidMobile);
      return { requestStatus: 1 as const, ...(await lookupCustomer(db, clubId, phone)) };
    },
  );
}
