import { PACKAGE_REMARKS_MAX, PackageMessages, PackageType } from '../../../contract/packages';
import { toMinor } from '../../core/money';
import { LIMITS, MAX_AMOUNT_MINOR, tooLargeMessage } from '../../../contract/limits';
import { isDate, text, type Checked } from '../members/validate';

export interface PackageInput {
  name: string;
  priceMinor: number;
  remarks: string;
  creditsMinor: number;
  memberLimit: number;
  additionalInfo: string[];
  type: number;
  startDate: string;
  period: number;
  isActive: boolean;
}

interface PackageBody {
  packageName?: string | null;
  price?: unknown;
  remarks?: string | null;
  credits?: unknown;
  memberLimit?: unknown;
  additionalInfo?: string[] | null;
  type?: number | null;
  startDate?: string | null;
  period?: unknown;
  isActive?: boolean | null;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function wholeNumber(v: unknown, empty: number): number | null {
  if (blank(v)) return empty;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

/**
 * The package form's rules (spec 2 §5): name and price required, remark ≤ 100, price and credits
 * numeric, member limit and period whole numbers; empty credits / limit / period mean 0 / 0 / 1.
 * `keepStart` is the stored start date when editing: an unchanged past start stays allowed.
 */
export function checkPackage(body: PackageBody, today: string, keepStart?: string): Checked<PackageInput> {
  const no = (message: string): Checked<PackageInput> => ({ ok: false, message });
  const name = text(body.packageName);
  if (!name) return no(PackageMessages.nameRequired);
  if (name.length > 100) return no('Package name cannot be longer than 100 characters');
  if (blank(body.price)) return no(PackageMessages.priceRequired);
  const priceMinor = toMinor(body.price);
  if (priceMinor === null || priceMinor < 0) return no(PackageMessages.invalidPrice);
  if (priceMinor > MAX_AMOUNT_MINOR) return no(tooLargeMessage('Price', LIMITS.amountMajor));
  const remarks = body.remarks?.trim() ?? '';
  if (remarks.length > PACKAGE_REMARKS_MAX) return no(PackageMessages.remarksTooLong);
  const creditsMinor = blank(body.credits) ? 0 : toMinor(body.credits);
  if (creditsMinor === null || creditsMinor < 0) return no(PackageMessages.invalidCredits);
  if (creditsMinor > MAX_AMOUNT_MINOR) return no(tooLargeMessage('Credits', LIMITS.amountMajor));
  const memberLimit = wholeNumber(body.memberLimit, 0);
  if (memberLimit === null) return no(PackageMessages.invalidLimit);
  const period = wholeNumber(body.period, 1);
  if (period === null || period < 1 || period > 3660) return no(PackageMessages.invalidPeriod);
  const type = body.type ?? PackageType.rotational;
  if (type !== PackageType.rotational && type !== PackageType.proRata) return no(PackageMessages.invalidType);
  const startDate = text(body.startDate) ?? keepStart ?? today;
  if (!isDate(startDate)) return no(PackageMessages.invalidDate);
  if (startDate < today && startDate !== keepStart) return no(PackageMessages.pastStart);
  const additionalInfo = (body.additionalInfo ?? []).map((s) => s.trim()).filter(Boolean);
  return {
    ok: true,
    value: {
      name,
      priceMinor,
      remarks,
      creditsMinor,
      memberLimit,
      additionalInfo,
      type,
      startDate,
      period,
      isActive: body.isActive ?? true,
    },
  };
}

/** Days from a to b (dates YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface Quote {
  grossMinor: number;
  period: number;
  renewalDate: string;
}

/**
 * Price and term of a subscription starting on `start` (spec 2 §5 "Package checkout"): a
 * rotational package costs its price for one period; a pro-rata one runs to the season's end
 * (package start + period) and costs the one-day price times the days left.
 */
export function quote(
  pkg: { type: number; priceMinor: number; period: number; startDate: string; endDate: string },
  start: string,
  today: string,
): Checked<Quote> {
  if (!isDate(start)) return { ok: false, message: PackageMessages.invalidDate };
  if (start < today) return { ok: false, message: PackageMessages.pastDate };
  if (pkg.type === PackageType.rotational) {
    return { ok: true, value: { grossMinor: Number(pkg.priceMinor), period: pkg.period, renewalDate: addDaysUtc(start, pkg.period) } };
  }
  if (start >= pkg.endDate) return { ok: false, message: PackageMessages.afterPeriod };
  const days = Math.min(pkg.period, daysBetween(start, pkg.endDate));
  return {
    ok: true,
    value: { grossMinor: Math.round((Number(pkg.priceMinor) * days) / pkg.period), period: days, renewalDate: pkg.endDate },
  };
}

export function addDaysUtc(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
