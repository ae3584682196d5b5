import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import type { StrikeState } from '../../../../contract/no-show-strikes';
import { useNavigate } from 'react-router-dom';
import { PaymentMode } from '../../../../contract/codes';
import type { Cart } from '../../../../contract/cart';
import { cartApi } from '../../../lib/cart/cart-api';
import { confirmBooking, creditsApi, discountApi } from '../api/checkout-api';
import { CheckoutMessages } from '../../../domain/checkout/checkout-messages';
import { AttemptKeys, checkoutPayload } from '../rules/checkout-payload';
import type { CustomerLookup } from '../../../domain/checkout/checkout-types';
import { customerErrors } from '../rules/customer-rules';
import { amountValue } from '../../../lib/payment-mode';
import { advanceError } from '../rules/price-rules';
import { couponDiscountFor, couponForPayload, useCouponStore } from '../coupon/coupon-store';
import { customerGstinForPayload } from '../gstin/customer-gstin-store';
import type { CheckoutForm, FieldErrors } from '../../../domain/checkout/use-checkout-form';

/** Override reasons by refusal: a fair-use limit (admins), no-show strikes (the desk). */
interface Overrides {
  fairUse?: string;
  strike?: string;
}

const FIELD_ORDER = ['mobile', 'name', 'email', 'remarks', 'advance'] as const;

/** Discount, credits, confirm and dismiss with the rules of spec 1 §4 that tie them together. */
export function useCheckoutActions(
  form: CheckoutForm,
  cart: Cart,
  lookup: CustomerLookup | null,
  emailRequired: boolean,
  backTo: string,
  /** The UPI advance's UTR as typed (ADR 0082 addendum), if any. */
  utr?: string,
) {
  const navigate = useNavigate();
  const keys = useRef(new AttemptKeys());
  const [busy, setBusy] = useState<'confirm' | 'dismiss' | null>(null);
  /** The fair-use limit the last confirm was refused by (an admin may override it, ADR 0078). */
  const [limit, setLimit] = useState<string | null>(null);
  /** The no-show strikes the last confirm was refused by (the desk may book with a reason, ADR 0081). */
  const [strikes, setStrikes] = useState<StrikeState | null>(null);
  /** Override reasons given on this attempt: overriding one refusal keeps the other's reason. */
  const reasons = useRef<Overrides>({});
  /** A new customer: the refusals said for the last one no longer apply. */
  const clearRefusals = useCallback(() => {
    reasons.current = {};
    setLimit(null);
    setStrikes(null);
  }, []);
  const { values, clearAdvance, setErrors, payment } = form;

  const applyDiscount = async (amount: number) => {
    const outcome = await discountApi.apply(amount);
    if (!outcome.ok) return false;
    if (amountValue(values.advance) !== null) {
      clearAdvance();
      notifications.show({ color: 'yellow', message: CheckoutMessages.advanceReset });
    }
    return true;
  };

  const resetDiscount = async () => {
    const outcome = await discountApi.reset();
    // Resetting the discount also resets credits (spec 1 §4).
    if (outcome.ok && (outcome.cart?.credits ?? 0) > 0) await creditsApi.reset();
  };

  const redeemCredits = async (credits: number, pin: string) => {
    const outcome = await creditsApi.redeem({
      credits,
      memberPin: pin,
      mobile: values.mobile.replace(/[\s-]/g, ''),
      countryCode: values.countryCode,
      advance: amountValue(values.advance) ?? 0,
    });
    return outcome.ok;
  };

  const resetCredits = async () => {
    await creditsApi.reset();
  };

  /**
   * `override`: the reason an admin books past a fair-use limit with, or the desk past no-show
   * strikes. Confirm Booking itself (no override) starts again without any reason.
   */
  const confirm = async (override?: Overrides): Promise<keyof FieldErrors | null> => {
    reasons.current = override ? { ...reasons.current, ...override } : {};
    const collect = cart.slotsNetPrice > 0;
    const errors: FieldErrors = customerErrors(values, emailRequired);
    const advance = collect
      ? payment.amountInvalid
        ? CheckoutMessages.modeNeedsAdvance
        : advanceError(values.advance, cart, couponDiscountFor(useCouponStore.getState().applied, cart))
      : undefined;
    if (advance) errors.advance = advance;
    setErrors(errors);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) return firstInvalid;
    // The optional customer GSTIN (ADR 0082): a refused one keeps the booking waiting, its field says why.
    const gstin = customerGstinForPayload();
    if (gstin === null) return null;
    const sent = collect ? values : { ...values, advance: '', mode: PaymentMode.noPay };
    const { fairUse, strike } = reasons.current;
    const base = checkoutPayload(sent, cart, lookup);
    const payload = {
      ...base,
      ...(gstin.gstin ? { customerDetails: { ...base.customerDetails, gstin: gstin.gstin } } : {}),
      coupon: couponForPayload(),
      ...(collect && utr !== undefined ? { utr } : {}),
      ...(fairUse === undefined ? {} : { fairUseOverride: { reason: fairUse } }),
      ...(strike === undefined ? {} : { strikeOverride: { reason: strike } }),
    };
    setBusy('confirm');
    const outcome = await confirmBooking(payload, keys.current.keyFor(payload));
    setBusy(null);
    // On failure the key stays: retrying the same attempt cannot book twice.
    if (!outcome.ok) {
      const details = outcome.kind === 'failure' ? outcome.details : undefined;
      setLimit(details?.fairUseLimit === true ? outcome.message : null);
      setStrikes((details?.noShowStrikes as StrikeState | undefined) ?? null);
      return null;
    }
    keys.current.reset();
    // The calendar reloads the (now empty) cart itself; emptying it here would make this page
    // leave on its own, without the new booking to show.
    navigate(backTo, { replace: true, state: { bookingId: outcome.data.bookingId } });
    return null;
  };

  const dismiss = async () => {
    setBusy('dismiss');
    const outcome = await cartApi.clear();
    setBusy(null);
    if (outcome.ok) navigate(backTo, { replace: true });
    return outcome.ok;
  };

  return { busy, limit, strikes, clearRefusals, applyDiscount, resetDiscount, redeemCredits, resetCredits, confirm, dismiss };
}
