import { describe, expect, it } from 'vitest';
import { CheckoutMessages } from '../../../../contract/checkout';
import { EventMessages, type EventCategory } from '../../../../contract/events';
import { initialPaid, typeAmount } from '../../../lib/payment-mode';
import { registrationErrors, registrationPayload, registrationTotal, type RegistrationValues } from './registration-form';

const category: EventCategory = {
  id: 4,
  eventId: 2,
  name: 'Open',
  active: true,
  price: 499.5,
  totalTickets: 10,
  soldTickets: 7,
  startDate: '2026-12-01',
  endDate: '2026-12-02',
};
const values = {
  categoryId: 4,
  subCategoryId: null,
  tickets: 2,
  callingCode: '+91',
  mobile: '98765 43210',
  name: ' Asha ',
  email: '',
  paid: initialPaid,
} satisfies RegistrationValues;

describe('desk registration form', () => {
  it('totals price × tickets and sends what the server expects', () => {
    expect(registrationTotal(category, values)).toBe(999);
    const paid = typeAmount(initialPaid, 999);
    expect(registrationPayload(2, { ...values, paid })).toEqual({
      eventId: 2,
      categoryId: 4,
      subCategoryId: null,
      tickets: 2,
      customerDetails: { name: 'Asha', countryCode: '+91', mobile: '9876543210', email: null },
      paidAmount: 999,
      paymentMode: 1,
    });
  });

  it('says what is wrong with the server messages', () => {
    expect(registrationErrors({ ...values, name: '', mobile: '12', tickets: 0 }, null, true)).toEqual({
      category: EventMessages.selectCategory,
      tickets: EventMessages.ticketCount,
      mobile: CheckoutMessages.invalidMobile,
      name: CheckoutMessages.nameRequired,
      email: CheckoutMessages.emailRequired,
    });
    expect(registrationErrors({ ...values, tickets: 4 }, category, false).tickets).toBe('Only 3 ticket(s) left in this category');
    expect(registrationErrors({ ...values, paid: typeAmount(initialPaid, 1000) }, category, false).paid).toBe(EventMessages.paidTooHigh);
    expect(registrationErrors(values, category, false)).toEqual({});
  });
});
