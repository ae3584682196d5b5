import { LIMITS, MAX_AMOUNT_MINOR, tooLargeMessage } from '../../../contract/limits';
import { ADDRESS_MAX, LIFETIME, MemberMessages } from '../../../contract/members';
import { toMinor } from '../../core/money';
import { normalizePhone, type Phone } from '../../core/phone';
import { isEmail } from '../../../contract/email';

/** A refusal message, or the checked value. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const no = <T>(message: string): Checked<T> => ({ ok: false, message });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function text(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}

export function checkPhone(mobile: string | null | undefined, countryCode: string | null | undefined, clubCode: string): Checked<Phone> {
  if (!text(mobile)) return no(MemberMessages.mobileRequired);
  const phone = normalizePhone(mobile!, text(countryCode) ?? clubCode);
  return phone ? ok(phone) : no(MemberMessages.invalidMobile);
}

export interface PersonFields {
  name: string;
  email: string | null;
  address: string | null;
  gender: 'M' | 'F' | 'O' | null;
}

/** Name, email, address and gender of the member forms (spec 2 §5), in the order the form shows them. */
export function checkPerson(body: {
  name?: string | null;
  email?: string | null;
  address?: string | null;
  gender?: string | null;
}): Checked<PersonFields> {
  const name = text(body.name);
  if (!name) return no(MemberMessages.nameRequired);
  if (name.length > 100) return no('Name cannot be longer than 100 characters');
  const email = text(body.email);
  if (email && (!isEmail(email) || email.length > 200)) return no(MemberMessages.invalidEmail);
  const address = text(body.address);
  if (address && address.length > ADDRESS_MAX) return no(MemberMessages.addressTooLong);
  const gender = text(body.gender);
  if (gender && !['M', 'F', 'O'].includes(gender)) return no(MemberMessages.invalidGender);
  return ok({ name, email, address, gender: (gender as PersonFields['gender']) ?? null });
}

/** A date or 'max' (lifetime); a past date is refused. Empty means `fallback`. */
export function checkExpiry(value: string | null | undefined, today: string, fallback: string): Checked<string> {
  const v = text(value);
  if (!v) return ok(fallback);
  if (v === 'max' || v === LIFETIME) return ok(LIFETIME);
  if (!isDate(v)) return no(MemberMessages.invalidDate);
  if (v < today) return no(MemberMessages.pastExpiry);
  return ok(v);
}

export function isDate(v: string): boolean {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * An amount with its payment mode (spec 2 §4 "Payment mode"): above 0 needs Cash, Card or
 * Other; a paying mode needs an amount; No Pay goes with nothing. `required` refuses a blank.
 */
export function checkPaid(
  raw: unknown,
  mode: number | null | undefined,
  required: boolean,
): Checked<{ amountMinor: number; mode: number }> {
  const blank = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  if (blank && required) return no(MemberMessages.amountRequired);
  const amountMinor = blank ? 0 : toMinor(raw);
  if (amountMinor === null || amountMinor < 0) return no(MemberMessages.invalidAmount);
  if (amountMinor > MAX_AMOUNT_MINOR) return no(tooLargeMessage('Amount', LIMITS.amountMajor));
  const m = mode ?? 0;
  if (![0, 1, 2, 3, 4].includes(m)) return no(MemberMessages.invalidMode);
  if (amountMinor > 0 && m === 0) return no(MemberMessages.amountNeedsMode);
  if (amountMinor === 0 && m !== 0) return no(MemberMessages.modeNeedsAmount);
  return ok({ amountMinor, mode: m });
}

/** New and confirm PIN: trimmed, equal, 4 to 6 digits (ADR 0017). */
export function checkNewPin(newPin: string | null | undefined, confirmPin: string | null | undefined): Checked<string> {
  const pin = text(newPin);
  if (!pin) return no(MemberMessages.pinRequired);
  // The confirm field is the console's; an API caller that sends only newPin has typed it once.
  if (confirmPin !== undefined && confirmPin !== null && text(confirmPin) !== pin) return no(MemberMessages.pinMismatch);
  if (!/^\d{4,6}$/.test(pin)) return no(MemberMessages.pinFormat);
  return ok(pin);
}
