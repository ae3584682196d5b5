import { CheckoutMessages } from '../../../../contract/checkout';
import { EventMessages, type EventCategory } from '../../../../contract/events';
import { amountOf, type PaidState } from '../../../lib/payment-mode';
import { isEmail } from '../../../../contract/email';
import { isValidMobile } from '../../../../contract/mobile';
import { roundMoney } from '../../../../contract/money-round';

export interface RegistrationValues {
  categoryId: number | null;
  subCategoryId: number | null;
  tickets: string | number;
  callingCode: string;
  mobile: string;
  name: string;
  email: string;
  paid: PaidState;
}

export type RegistrationErrors = Partial<Record<'category' | 'tickets' | 'mobile' | 'name' | 'email' | 'paid', string>>;

export function ticketCount(v: RegistrationValues): number | null {
  const n = v.tickets === '' ? NaN : Number(v.tickets);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** price × tickets, what the registration will cost (the server computes the same). */
export function registrationTotal(category: EventCategory | null, v: RegistrationValues): number {
  const n = ticketCount(v);
  return category && n ? roundMoney(category.price * n) : 0;
}

/** The desk's checks, the server's messages: category, tickets left, person, payment. */
export function registrationErrors(v: RegistrationValues, category: EventCategory | null, emailRequired: boolean): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!category) errors.category = EventMessages.selectCategory;
  const n = ticketCount(v);
  if (n === null) errors.tickets = EventMessages.ticketCount;
  else if (category && n > category.totalTickets - category.soldTickets) {
    errors.tickets = EventMessages.soldOut.replace('{left}', String(Math.max(0, category.totalTickets - category.soldTickets)));
  }
  if (!v.mobile.trim()) errors.mobile = CheckoutMessages.mobileRequired;
  else if (!isValidMobile(v.callingCode, v.mobile)) errors.mobile = CheckoutMessages.invalidMobile;
  if (!v.name.trim()) errors.name = CheckoutMessages.nameRequired;
  if (v.email.trim() && !isEmail(v.email)) errors.email = CheckoutMessages.invalidEmail;
  else if (!v.email.trim() && emailRequired) errors.email = CheckoutMessages.emailRequired;
  const paid = amountOf(v.paid.amount) ?? 0;
  if (v.paid.amountInvalid) errors.paid = CheckoutMessages.modeNeedsAdvance;
  else if (paid < 0) errors.paid = CheckoutMessages.invalidAdvance;
  else if (paid > registrationTotal(category, v)) errors.paid = EventMessages.paidTooHigh;
  return errors;
}

/** What is sent once registrationErrors has passed the values (a category chosen). */
export function registrationPayload(eventId: number, v: RegistrationValues & { categoryId: number }) {
  return {
    eventId,
    categoryId: v.categoryId,
    subCategoryId: v.subCategoryId,
    tickets: ticketCount(v),
    customerDetails: {
      name: v.name.trim(),
      countryCode: v.callingCode,
      mobile: v.mobile.replace(/[\s-]/g, ''),
      email: v.email.trim() || null,
    },
    paidAmount: amountOf(v.paid.amount) ?? 0,
    paymentMode: v.paid.mode,
  };
}
