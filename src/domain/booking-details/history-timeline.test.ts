import { describe, expect, it } from 'vitest';
import { describeHistory } from './history-timeline';

const entry = (action: string, before: unknown, after: unknown) => ({
  id: 1,
  action,
  actor: 'admin',
  timestamp: '2026-11-21T10:00:00Z',
  before,
  after,
});
// formatMoney joins the symbol and the amount with a no-break space.
const rs = (text: string) => `₹\u00a0${text}`;

describe('the booking history prints money as the console does everywhere', () => {
  it('payments, discounts, edited amounts and refunds as ₹ with Indian grouping', () => {
    expect(describeHistory(entry('payment', { balance: 160000 }, { target: 'court', amount: 40000, discount: 1250.5 }), '₹')).toBe(
      `Court: ${rs('40,000.00')}, discount ${rs('1,250.50')}`,
    );
    expect(describeHistory(entry('payment', {}, { target: 'extras', amount: 100000, discount: 0 }), '₹')).toBe(
      `Add-ons: ${rs('1,00,000.00')}`,
    );
    expect(describeHistory(entry('amount', { courtGross: 0 }, { courtGross: 100000 }), '₹')).toBe(`${rs('0.00')} → ${rs('1,00,000.00')}`);
    expect(describeHistory(entry('cancel', {}, { refund: '2500', remarks: 'Rain' }), '₹')).toBe(`Refund ${rs('2,500.00')} · Rain`);
  });

  it("a club without rupees gets the spec's 'Amt.' and western grouping; a missing amount is a dash, never 'undefined'", () => {
    expect(describeHistory(entry('amount', { courtGross: 100000 }, { courtGross: 250000 }), 'Amt.')).toBe(
      'Amt.\u00a0100,000.00 → Amt.\u00a0250,000.00',
    );
    expect(describeHistory(entry('cancel', {}, {}), '₹')).toBe('Refund -');
  });

  it('fees (ADR 0079): a fee payment, the late-cancel fee of a cancel, a no-show marked and cleared', () => {
    expect(describeHistory(entry('payment', {}, { target: 'fee', amount: 150, fromCredits: true }), '₹')).toBe(
      `Fee: ${rs('150.00')} from credits`,
    );
    expect(describeHistory(entry('cancel', {}, { refund: 810, lateCancelFee: 90 }), '₹')).toBe(
      `Refund ${rs('810.00')}, late-cancel fee ${rs('90.00')}`,
    );
    expect(describeHistory(entry('noshow', {}, { noShow: true, feeAdded: 150 }), '₹')).toBe(`Marked, fee ${rs('150.00')}`);
    expect(describeHistory(entry('noshow', {}, { noShow: false, feeRemoved: 150, feeRefunded: 50 }), '₹')).toBe(
      `Cleared, fee ${rs('150.00')} removed, ${rs('50.00')} given back`,
    );
    expect(describeHistory(entry('noshow', {}, { noShow: false, feeRemoved: 0 }), '₹')).toBe('Cleared');
  });
});

describe('a fair-use override (ADR 0078)', () => {
  it('shows the reason and the limits it passed', () => {
    const after = { reason: 'League final', limits: ['Arjun Mehta already has 1 upcoming Badminton booking (limit 1)'] };
    expect(describeHistory(entry('fair_use_override', {}, after), '₹')).toBe(
      'League final · Arjun Mehta already has 1 upcoming Badminton booking (limit 1)',
    );
  });
});

describe('a no-show strike override (ADR 0081)', () => {
  it('shows the reason, the count and the window', () => {
    const after = { reason: 'Paid up front', noShows: 2, days: 30, limit: 2 };
    expect(describeHistory(entry('strike_override', {}, after), '₹')).toBe('Paid up front · 2 no-shows in the last 30 days (strike at 2)');
    expect(describeHistory(entry('strike_override', {}, { ...after, noShows: 1, days: 1, limit: 1 }), '₹')).toBe(
      'Paid up front · 1 no-show in the last 1 day (strike at 1)',
    );
  });
});
