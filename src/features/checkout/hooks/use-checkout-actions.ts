import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
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
import type { CheckoutForm, FieldErrors } from '../../../domain/checkout/use-checkout-form';

const FIELD_ORDER = ['mobile', 'name', 'email', 'remarks', 'advance'] as const;

/** Discount, credits, confirm and dismiss with the rules of spec 1 §4 that tie them together. */
export function useCheckoutActions(form: CheckoutForm, cart: Cart, lookup: CustomerLookup | null, emailRequired: boolean, backTo: string) {
  const navigate = useNavigate();
  const keys = useRef(new AttemptKeys());
  const [busy, setBusy] = useState<'confirm' | 'dismiss' | null>(null);
  /** The fair-use limit the last confirm was refused by (an admin may override it, ADR 0078). */
  const [limit, setLimit] = useState<string | null>(null);
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

  /** `overrideReason`: an admin books past a fair-use limit with this reason. */
  const confirm = async (overrideReason?: string): Promise<keyof FieldErrors | null> => {
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
    const sent = collect ? values : { ...values, advance: '', mode: PaymentMode.noPay };
    const override = overrideReason === undefined ? {} : { fairUseOverride: { reason: overrideReason } };
    const payload = { ...checkoutPayload(sent, cart, lookup), coupon: couponForPayload(), ...override };
    setBusy('confirm');
    const outcome = await confirmBooking(payload, keys.current.keyFor(payload));
    setBusy(null);
    // On failure the key stays: retrying the same attempt cannot book twice.
    if (!outcome.ok) {
      setLimit(outcome.kind === 'failure' && outcome.details?.fairUseLimit === true ? outcome.message : null);
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

  return { busy, limit, applyDiscount, resetDiscount, redeemCredits, resetCredits, confirm, dismiss };
}
