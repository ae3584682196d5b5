import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { baseReply } from '../../../contract/envelope';
import { PricingMessages, holidaysReply, type PriceType } from '../../../contract/pricing';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { checkMemberDiscount, checkPricing } from './config-rules';
import { findPriceClass, listPriceClasses, readMemberDiscount, readPricingConfig } from './config-read';
import { changeHoliday, listHolidays, moveSpecialPeriod, savePricing } from './config-write';

const okDate = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** /api/pricing/*: price classes, the pricing of a class (three types), holidays. Feature 13. */
export async function pricingRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.pricing;
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  const tags = ['pricing'];

  route(app, e.classDetails, { tags }, async (request) => ({
    requestStatus: 1 as const,
    priceClassList: await listPriceClasses(db, request.session.clubId),
  }));

  route(app, e.configDetails, { tags }, async (request) => {
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
      memberDiscountPercent: await readMemberDiscount(db, clubId, pc.priceClassId),
      pricing: await readPricingConfig(db, clubId, pc),
    };
  });

  route(app, e.config, { tags }, async (request) => {
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
    const discount = checkMemberDiscount(body.memberDiscountPercent);
    if (!discount.ok) return failure(discount.message);
    return runWrite(db, clubId, writeScope(e.config), null, async (tx) => {
      await savePricing(tx, { clubId, priceClass: pc, type, period }, checked.entries, actorOf(request.session), discount.percent);
      return { requestStatus: 1 as const, message: PricingMessages.saved };
    });
  });

  route(app, e.specialPeriod, { tags }, async (request) => {
    const { clubId } = request.session;
    const b = request.body;
    const pc = await findPriceClass(db, clubId, b.priceClass, b.activityId);
    if (!pc) return failure(PricingMessages.priceClassNotFound);
    if (![b.newStartDate, b.newEndDate].every(okDate) || b.newStartDate > b.newEndDate) return failure(PricingMessages.invalidDates);
    return runWrite(db, clubId, writeScope(e.specialPeriod), null, async (tx) => {
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
  });

  route(app, e.holidayDetails, { tags }, async (request) => ({
    requestStatus: 1 as const,
    holidays: await listHolidays(db, request.session.clubId),
  }));

  // These two have always named their writes '/pricing/holiday/…' (a leading slash, unlike
  // writeScope); the names stay as they were.
  const holidayRoute = (entry: typeof e.holidayConfig | typeof e.holidayRemove, scope: string, add: boolean) =>
    route(app, entry, { tags, schema: { response: { 200: z.union([holidaysReply, baseReply]) } } }, async (request) => {
      const { clubId } = request.session;
      const [date] = request.body.dates;
      if (!okDate(date)) return failure(PricingMessages.invalidDate);
      return runWrite(db, clubId, scope, null, async (tx) => {
        await changeHoliday(tx, clubId, date, add, actorOf(request.session));
        return { requestStatus: 1 as const, message: add ? PricingMessages.holidayAdded : PricingMessages.holidayRemoved };
      });
    });
  holidayRoute(e.holidayConfig, '/pricing/holiday/config', true);
  holidayRoute(e.holidayRemove, '/pricing/holiday/remove', false);
}
