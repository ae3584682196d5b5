import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import {
  PricingMessages,
  holidayDatesRequest,
  holidaysReply,
  priceClassReply,
  pricingConfigQuery,
  pricingConfigReply,
  pricingConfigRequest,
  specialPeriodRequest,
  type PriceType,
} from '../../../contract/pricing';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { checkPricing } from './config-rules';
import { findPriceClass, listPriceClasses, readPricingConfig } from './config-read';
import { changeHoliday, listHolidays, moveSpecialPeriod, savePricing } from './config-write';

const okDate = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** /api/pricing/*: price classes, the pricing of a class (three types), holidays. Feature 13. */
export async function pricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.pricing, 'read');
  const write = requires(Feature.pricing, 'write');
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  const tags = ['pricing'];

  app.get('/pricing/class/details', { ...read, schema: { tags, response: { 200: priceClassReply } } }, async (request) => ({
    requestStatus: 1 as const,
    priceClassList: await listPriceClasses(db, request.session.clubId),
  }));

  app.get(
    '/pricing/config/details',
    { ...read, schema: { tags, querystring: pricingConfigQuery, response: { 200: pricingConfigReply } } },
    async (request) => {
      const { clubId } = request.session;
      const pc = await findPriceClass(db, clubId, request.query.priceClass, request.query.activityId);
      if (!pc) return failure(PricingMessages.priceClassNotFound);
      const [open, close] = pc.openCloseHours.split(' - ');
      return {
        requestStatus: 1 as const,
        priceClass: pc.priceClassId,
        activityId: pc.activityId,
        openHour: open,
        closeHour: close,
        slotDuration: pc.slotDuration,
        pricing: await readPricingConfig(db, clubId, pc),
      };
    },
  );

  app.post('/pricing/config', { ...write, schema: { tags, body: pricingConfigRequest, response: { 200: baseReply } } }, async (request) => {
    const { clubId } = request.session;
    const body = request.body;
    const pc = await findPriceClass(db, clubId, body.priceClass, body.activityId);
    if (!pc) return failure(PricingMessages.priceClassNotFound);
    const type: PriceType =
      body.priceType ?? (body.isPeriodicPricing ? 'special' : body.pricing.some((e) => e.startDay === 7) ? 'holiday' : 'regular');
    let period: { start: string; end: string } | null = null;
    if (type === 'special') {
      if (!body.startDate || !body.endDate || !okDate(body.startDate) || !okDate(body.endDate) || body.startDate > body.endDate) {
        return failure(PricingMessages.invalidDates);
      }
      period = { start: body.startDate, end: body.endDate };
    }
    const checked = checkPricing(type, body.pricing);
    if (!checked.ok) return failure(checked.message);
    return runWrite(db, clubId, 'pricing/config', null, async (tx) => {
      await savePricing(tx, { clubId, priceClass: pc, type, period }, checked.entries, actorOf(request.session));
      return { requestStatus: 1 as const, message: PricingMessages.saved };
    });
  });

  app.post(
    '/pricing/special/period',
    { ...write, schema: { tags, body: specialPeriodRequest, response: { 200: baseReply } } },
    async (request) => {
      const { clubId } = request.session;
      const b = request.body;
      const pc = await findPriceClass(db, clubId, b.priceClass, b.activityId);
      if (!pc) return failure(PricingMessages.priceClassNotFound);
      if (![b.newStartDate, b.newEndDate].every(okDate) || b.newStartDate > b.newEndDate) return failure(PricingMessages.invalidDates);
      return runWrite(db, clubId, 'pricing/special/period', null, async (tx) => {
        await moveSpecialPeriod(
          tx,
          clubId,
          pc,
          { start: b.startDate, end: b.endDate },
          { start: b.newStartDate, end: b.newEndDate },
          actorOf(request.session),
        );
        return { requestStatus: 1 as const, message: PricingMessages.periodUpdated };
      });
    },
  );

  app.get('/pricing/holiday/details', { ...read, schema: { tags, response: { 200: holidaysReply } } }, async (request) => ({
    requestStatus: 1 as const,
    holidays: await listHolidays(db, request.session.clubId),
  }));

  const holidayRoute = (path: string, add: boolean) =>
    app.post(
      path,
      { ...write, schema: { tags, body: holidayDatesRequest, response: { 200: z.union([holidaysReply, baseReply]) } } },
      async (request) => {
        const { clubId } = request.session;
        const [date] = request.body.dates;
        if (!okDate(date)) return failure(PricingMessages.invalidDate);
        return runWrite(db, clubId, path, null, async (tx) => {
          await changeHoliday(tx, clubId, date, add, actorOf(request.session));
          return { requestStatus: 1 as const, message: add ? PricingMessages.holidayAdded : PricingMessages.holidayRemoved };
        });
      },
    );
  holidayRoute('/pricing/holiday/config', true);
  holidayRoute('/pricing/holiday/remove', false);
}
