import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { CheckoutMessages } from '../../../contract/checkout';
import { EventMessages, type categoryCreateRequest, type registrationRequest } from '../../../contract/events';
import { isEmail } from '../../../contract/email';
import { getClubSettings } from '../club-settings/service';
import { loadClub } from '../../core/club-context';
import { normalizePhone } from '../../core/phone';
import { paymentModeError, utrFor } from '../../core/payment-rules';
import { toMinor } from '../../core/money';
import { validDate } from '../coupons/generate-rules';
import type { NewCategory } from './admin';
import type { Registration } from './register';

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A whole number of 0 or more, or null. */
export function checkTickets(v: unknown): number | null {
  const n = Number(v);
  return !blank(v) && Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

export function checkCategory(b: z.infer<typeof categoryCreateRequest>): Checked<NewCategory> {
  const name = b.name.trim();
  if (!name || name.length > 100) return { ok: false, message: EventMessages.nameRequired };
  const priceMinor = blank(b.price) ? 0 : toMinor(b.price);
  if (priceMinor === null || priceMinor < 0) return { ok: false, message: EventMessages.invalidPrice };
  const totalTickets = checkTickets(b.totalTickets);
  if (totalTickets === null) return { ok: false, message: EventMessages.invalidTickets };
  if (!validDate(b.startDate) || !validDate(b.endDate) || b.endDate < b.startDate)
    return { ok: false, message: EventMessages.invalidDates };
  return {
    ok: true,
    value: { eventId: b.eventId, name, priceMinor, totalTickets, startDate: b.startDate, endDate: b.endDate, active: b.active },
  };
}

/** The desk registration form: the checkout's person rules, tickets, and the payment rules. */
export async function checkRegistration(
  q: Queryable,
  clubId: number,
  b: z.infer<typeof registrationRequest>,
): Promise<Checked<Omit<Registration, 'source' | 'today'>>> {
  const c = b.customerDetails;
  const name = c.name?.trim();
  if (!name) return { ok: false, message: CheckoutMessages.nameRequired };
  if (name.length > 100) return { ok: false, message: CheckoutMessages.nameRequired };
  const mobile = c.mobile?.trim();
  if (!mobile) return { ok: false, message: CheckoutMessages.mobileRequired };
  const club = await loadClub(q, clubId);
  const phone = normalizePhone(mobile, c.countryCode?.trim() || club.callingCode);
  if (!phone) return { ok: false, message: CheckoutMessages.invalidMobile };
  const email = c.email?.trim() || null;
  if (email && !isEmail(email)) return { ok: false, message: CheckoutMessages.invalidEmail };
  if (!email && (await getClubSettings(q, clubId)).emailRequired) return { ok: false, message: CheckoutMessages.emailRequired };
  const tickets = Number(b.tickets);
  if (blank(b.tickets) || !Number.isInteger(tickets) || tickets < 1) return { ok: false, message: EventMessages.ticketCount };
  const paidMinor = blank(b.paidAmount) ? 0 : toMinor(b.paidAmount);
  if (paidMinor === null || paidMinor < 0) return { ok: false, message: CheckoutMessages.invalidAdvance };
  const modeError = paymentModeError(paidMinor, b.paymentMode);
  if (modeError) return { ok: false, message: modeError };
  return {
    ok: true,
    value: {
      eventId: b.eventId,
      categoryId: b.categoryId,
      subCategoryId: b.subCategoryId ?? null,
      tickets,
      name,
      phone,
      email,
      paidMinor,
      mode: b.paymentMode,
      utr: utrFor(b.paymentMode, b.utr),
    },
  };
}
