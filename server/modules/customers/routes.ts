import type { FastifyInstance } from 'fastify';
import { CheckoutMessages } from '../../../contract/checkout';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { normalizePhone } from '../../core/phone';
import { lookupCustomer } from './service';
import { strikesOf } from '../strikes/count';

export async function customerRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, endpoints.customers.details, { tags: ['checkout'] }, async (request) => {
    const { clubId } = request.session;
    const club = await loadClub(db, clubId);
    const phone = normalizePhone(request.body.mobile, request.body.countryCode || club.callingCode);
    if (!phone) return failure(CheckoutMessages.invalidMobile);
    const found = await lookupCustomer(db, clubId, phone);
    // The same rule the checkout decides by (ADR 0081), so the warning shown is the refusal to come.
    const noShowStrikes = await strikesOf(
      db,
      { clubId, timeZone: club.timeZone, rule: club.noShowStrikes },
      { ...phone, memberId: found.isMember ? (found.customerDetails?.id ?? null) : null },
    );
    return { requestStatus: 1 as const, ...found, ...(noShowStrikes ? { noShowStrikes } : {}) };
  });
}
