import { BookingActionMessages as M } from '../../../contract/booking-actions';
import { BusinessError } from '../../core/business-error';
import { toMinor } from '../../core/money';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A paid amount of Pay Now: required, numeric, above 0 (spec 1 §5). */
export function paymentAmount(value: unknown): number {
  if (blank(value)) throw new BusinessError(M.amountRequired);
  const minor = toMinor(value);
  if (minor === null) throw new BusinessError(M.amountRequired);
  if (minor <= 0) throw new BusinessError(M.amountNotPositive);
  return minor;
}

/**
 * A discount given with a payment: blank is none. Court discounts must be above 0 when given
 * (`strict`); add-on discounts may be 0 or more.
 */
export function discountAmount(value: unknown, strict: boolean): number {
  if (blank(value)) return 0;
  const minor = toMinor(value);
  if (minor === null || minor < 0 || (strict && minor === 0)) throw new BusinessError(M.invalidDiscount);
  return minor;
}

/** A paying mode (Cash, Card, Other, UPI) for money that moves. */
export function payingMode(mode: number | null | undefined, message: string = M.selectMode): number {
  if (mode === 1 || mode === 2 || mode === 3 || mode === 4) return mode;
  throw new BusinessError(message);
}
