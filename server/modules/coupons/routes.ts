import type { FastifyInstance } from 'fastify';
import { cartOwnerOf } from '../../core/hold-owner';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import {
  CouponMessages,
  couponCheckReply,
  couponCheckRequest,
  couponCodesQuery,
  couponCodesReply,
  couponCodesUpdateRequest,
  couponDetailsQuery,
  couponDetailsReply,
  couponDetailsUpdateRequest,
  couponGenerateRequest,
} from '../../../contract/coupons';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { findCart, loadCartExtras, loadCartSlots } from '../cart/repository';
import { cartTotals } from '../cart/totals';
import { todayIn } from '../../core/local-time';
import { toMajor } from '../../core/money';
import { checkGenerate, checkTerms } from './generate-rules';
import { normalizeCode, previewCoupon } from './redeem';
import { generateCoupons, listCodes, listCoupons, setCodesExpired, updateTerms } from './service';

/** /api/coupon/*: generate and manage coupons (feature 12) and check one at checkout (feature 3). */
export async function couponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.coupons, 'read');
  const write = requires(Feature.coupons, 'write');
  const tags = ['coupons'];
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });

  app.post(
    '/coupon/generate',
    { ...write, schema: { tags, body: couponGenerateRequest, response: { 200: baseReply } } },
    async (request) => {
      const checked = checkGenerate(request.body);
      if (!checked.ok) return failure(checked.message);
      const { clubId } = request.session;
      return runWrite(db, clubId, 'coupon/generate', null, async (tx) => {
        await generateCoupons(tx, clubId, checked.value, actorOf(request.session));
        return { requestStatus: 1 as const, message: CouponMessages.generated };
      });
    },
  );

  app.get(
    '/coupon/details',
    { ...read, schema: { tags, querystring: couponDetailsQuery, response: { 200: couponDetailsReply } } },
    async (request) => {
      const { page, couponId } = request.query;
      let code: string | undefined;
      if (couponId !== undefined && couponId.trim() !== '') {
        const n = normalizeCode(couponId);
        if (!n) return failure(CouponMessages.invalidCode);
        code = n;
      }
      return { requestStatus: 1 as const, ...(await listCoupons(db, request.session.clubId, page, code)) };
    },
  );

  app.get(
    '/coupon/codes',
    { ...read, schema: { tags, querystring: couponCodesQuery, response: { 200: couponCodesReply } } },
    async (request) => {
      const codes = await listCodes(db, request.session.clubId, request.query.couponDetailId);
      return codes ? { requestStatus: 1 as const, couponCodes: codes } : failure(CouponMessages.notFound);
    },
  );

  app.post(
    '/coupon/codes/update',
    { ...write, schema: { tags, body: couponCodesUpdateRequest, response: { 200: baseReply } } },
    async (request) => {
      const { clubId } = request.session;
      const { couponDetailId, couponCodes } = request.body;
      return runWrite(db, clubId, 'coupon/codes/update', null, async (tx) => {
        await setCodesExpired(tx, clubId, couponDetailId, Object.values(couponCodes), actorOf(request.session));
        return { requestStatus: 1 as const, message: CouponMessages.codesUpdated };
      });
    },
  );

  app.post(
    '/coupon/details/update',
    { ...write, schema: { tags, body: couponDetailsUpdateRequest, response: { 200: baseReply } } },
    async (request) => {
      const b = request.body;
      const checked = checkTerms({ ...b, activity: b.activities });
      if (!checked.ok) return failure(checked.message);
      const { clubId } = request.session;
      return runWrite(db, clubId, 'coupon/details/update', null, async (tx) => {
        await updateTerms(tx, clubId, b.couponDetailId, checked.value, actorOf(request.session));
        return { requestStatus: 1 as const, message: CouponMessages.updated };
      });
    },
  );

  app.post(
    '/coupon/check',
    { ...requires(Feature.bookingCalendar, 'read'), schema: { tags, body: couponCheckRequest, response: { 200: couponCheckReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const cart = await findCart(db, clubId, cartOwnerOf(request.session));
      const slots = cart ? await loadCartSlots(db, clubId, cart.id) : [];
      if (!cart || slots.length === 0) return failure('Your cart is empty');
      const { totals } = cartTotals(cart, slots, await loadCartExtras(db, clubId, cart.id));
      return runWrite(db, clubId, 'coupon/check', null, async (tx) => {
        const discount = await previewCoupon(tx, clubId, request.body.coupon, {
          slots,
          slotsNetMinor: totals.slotsNet,
          today: todayIn(timeZone),
        });
        return {
          requestStatus: 1 as const,
          message: CouponMessages.applied,
          couponDiscount: toMajor(discount),
          couponCode: request.body.coupon.trim(),
        };
      });
    },
  );
}
