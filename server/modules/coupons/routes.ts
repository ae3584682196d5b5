import type { FastifyInstance } from 'fastify';
import { cartOwnerOf } from '../../core/hold-owner';
import { CouponMessages } from '../../../contract/coupons';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
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
export async function couponRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.coupons;
  const tags = ['coupons'];
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });

  route(app, e.generate, { tags }, async (request) => {
    const checked = checkGenerate(request.body);
    if (!checked.ok) return failure(checked.message);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.generate), null, async (tx) => {
      await generateCoupons(tx, clubId, checked.value, actorOf(request.session));
      return { requestStatus: 1 as const, message: CouponMessages.generated };
    });
  });

  route(app, e.details, { tags }, async (request) => {
    const { page, couponId } = request.query;
    let code: string | undefined;
    if (couponId !== undefined && couponId.trim() !== '') {
      const n = normalizeCode(couponId);
      if (!n) return failure(CouponMessages.invalidCode);
      code = n;
    }
    return { requestStatus: 1 as const, ...(await listCoupons(db, request.session.clubId, page, code)) };
  });

  route(app, e.codes, { tags }, async (request) => {
    const codes = await listCodes(db, request.session.clubId, request.query.couponDetailId);
    return codes ? { requestStatus: 1 as const, couponCodes: codes } : failure(CouponMessages.notFound);
  });

  route(app, e.codesUpdate, { tags }, async (request) => {
    const { clubId } = request.session;
    const { couponDetailId, couponCodes } = request.body;
    return runWrite(db, clubId, writeScope(e.codesUpdate), null, async (tx) => {
      await setCodesExpired(tx, clubId, couponDetailId, Object.values(couponCodes), actorOf(request.session));
      return { requestStatus: 1 as const, message: CouponMessages.codesUpdated };
    });
  });

  route(app, e.detailsUpdate, { tags }, async (request) => {
    const b = request.body;
    const checked = checkTerms({ ...b, activity: b.activities });
    if (!checked.ok) return failure(checked.message);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.detailsUpdate), null, async (tx) => {
      await updateTerms(tx, clubId, b.couponDetailId, checked.value, actorOf(request.session));
      return { requestStatus: 1 as const, message: CouponMessages.updated };
    });
  });

  route(app, e.check, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const cart = await findCart(db, clubId, cartOwnerOf(request.session));
    const slots = cart ? await loadCartSlots(db, clubId, cart.id) : [];
    if (!cart || slots.length === 0) return failure('Your cart is empty');
    const { totals } = cartTotals(cart, slots, await loadCartExtras(db, clubId, cart.id));
    return runWrite(db, clubId, writeScope(e.check), null, async (tx) => {
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
  });
}
