import { PackageMessages, PackageType } from '../../../../contract/packages';
import { amountValue, type AmountInput } from '../../../lib/payment-mode';
import { isRefused } from '../../../components/typed-input/typed-text-input';
import { MoneyMessages } from '../../../../contract/money-input';
import { toMinorUnits } from '../../../../contract/money-round';

/**
 * Start date of a package checkout (spec 2 §5): never past; for a pro-rata package never on or
 * after the season's end (its end date), since no day of the package would be left.
 */
export function startDateError(start: string, today: string, pkg: { type: number; endDate: string }): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return PackageMessages.invalidDate;
  if (start < today) return PackageMessages.pastDate;
  if (pkg.type !== PackageType.rotational && start >= pkg.endDate) return PackageMessages.afterPeriod;
  return null;
}

/**
 * Where the checkout starts: today for a new subscription; for a renewal the day the renewed term
 * ends (no gap, no overlap), or today once that has passed. A renewal never moves elsewhere: a
 * pro-rata season with no days left after it is refused by the server's quote (ADR 0046).
 */
export function defaultStart(today: string, renewFrom: string | null): string {
  return renewFrom && renewFrom > today ? renewFrom : today;
}

/** Applying a discount: not above the gross, and not above what is still payable after the advance. */
export function discountError(discount: AmountInput, gross: number, advance: AmountInput): string | null {
  const d = amountValue(discount);
  if (d === null || d <= 0) return PackageMessages.invalidAmount;
  if (toMinorUnits(d) > toMinorUnits(gross)) return PackageMessages.discountTooHigh;
  if (toMinorUnits(d) + toMinorUnits(amountValue(advance) ?? 0) > toMinorUnits(gross)) return PackageMessages.discountExceedsPayable;
  return null;
}

/** The advance may not exceed the net price; Confirm stays disabled while it does. */
export function advanceError(advance: AmountInput, net: number): string | null {
  // Text the field refused is not a blank advance: Confirm stays disabled (issue 24 item 6).
  if (isRefused(advance)) return MoneyMessages.notNumber('Advance');
  const a = amountValue(advance);
  return a !== null && toMinorUnits(a) > toMinorUnits(net) ? PackageMessages.advanceTooHigh : null;
}

export interface Totals {
  net: number;
  balance: number;
}

export function totals(gross: number, discount: number, advance: AmountInput): Totals {
  const net = (toMinorUnits(gross) - toMinorUnits(discount)) / 100;
  return { net, balance: (toMinorUnits(net) - toMinorUnits(amountValue(advance) ?? 0)) / 100 };
}

/** A same-site path to go back to (never another origin). */
export function safeBack(back: string | null, fallback: string): string {
  return back && back.startsWith('/') && !back.startsWith('//') ? back : fallback;
}
