import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../contract/audit';
import { describeEntry, kindLabel, whatText } from './describe-entry';

const w = { timeZone: 'Asia/Kolkata', symbol: '₹' };
const entry = (p: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-22T04:30:00.000Z',
  actor: 'admin',
  entity: 'booking',
  entityId: 1,
  action: 'create',
  before: null,
  after: null,
  ...p,
});
// The money formatter keeps its sign and amount together with a no-break space.
const text = (lines: string[]) => lines.map((l) => l.replace(/\u00a0/g, ' '));

describe('audit log describers (issue 27 item 14)', () => {
  it('names kinds in words and numbers the thing, not the person', () => {
    expect(whatText({ entity: 'cash_close', action: 'close', entityId: 1 })).toBe('Cash close #1');
    expect(whatText({ entity: 'staff', action: 'permissions', entityId: 7 })).toBe('Permissions changed');
    expect(kindLabel('court_group', 'brother_link')).toBe('Court group brother link');
  });

  it('reads a permission change as feature names, before → after', () => {
    const e = entry({
      entity: 'staff',
      action: 'permissions',
      entityId: 7,
      before: { username: 'desk', permissions: { 3: 'write', 9: 'read', 12: 'read' } },
      after: { username: 'desk', permissions: { 3: 'write', 9: 'write', 16: 'read' } },
    });
    expect(describeEntry(e, w)).toEqual(['desk: Members: View → View/Edit; Coupons: View → None; Reports: None → View']);
  });

  it('reads a cash close as sentences with money', () => {
    const e = entry({
      entity: 'cash_close',
      action: 'close',
      after: { closeId: 1, handler: 'desk', expectedCash: 1500, countedCash: 1450, difference: -50, card: 100000, other: 0, remarks: null },
    });
    expect(text(describeEntry(e, w))).toEqual([
      'Cash counted ₹ 1,450.00 against ₹ 1,500.00 expected (short by ₹ 50.00)',
      'Card ₹ 1,00,000.00, other ₹ 0.00',
    ]);
  });

  it('reads a payment and a reschedule with modes, money and dates', () => {
    const pay = entry({
      action: 'payment',
      before: { balance: 1000 },
      after: { target: 'court', amount: 500, discount: 0, mode: 1, transactionId: 9, balance: 500 },
    });
    expect(text(describeEntry(pay, w))).toEqual(['Court: ₹ 500.00 by Cash; balance ₹ 1,000.00 → ₹ 500.00']);
    const move = entry({
      action: 'reschedule',
      before: { court: 'Court 1', date: '2026-11-05', start: '06:00:00', end: '07:00:00', gross: 500 },
      after: { court: 'Court 2', date: '2026-11-06', start: '07:00:00', end: '08:00:00', gross: 500, refund: 0 },
    });
    expect(describeEntry(move, w)).toEqual(['Court 1, 05 Nov 2026 06:00–07:00 → Court 2, 06 Nov 2026 07:00–08:00']);
  });

  it('reads any other kind key by key in words, never as JSON', () => {
    const settings = entry({
      entity: 'settings',
      action: 'update',
      entityId: null,
      before: { cartHoldMinutes: 10 },
      after: { cartHoldMinutes: 25 },
    });
    expect(describeEntry(settings, w)).toEqual(['Cart hold minutes: 10 → 25']);
    const recharge = entry({ entity: 'member', action: 'recharge', after: { creditsMinor: 150000, paidMinor: 100000, mode: 2 } });
    expect(text(describeEntry(recharge, w))).toEqual(['Credits: ₹ 1,500.00', 'Paid: ₹ 1,000.00', 'Mode: Card']);
    const validity = entry({
      entity: 'member',
      action: 'credits_validity',
      before: { creditsExpiry: '2026-12-31' },
      after: { creditsExpiry: '9999-12-31' },
    });
    expect(describeEntry(validity, w)).toEqual(['Credits expiry: 31 Dec 2026 → Lifetime']);
    const addons = entry({ action: 'addons', after: { added: [{ name: 'Racket', quantity: 2 }] } });
    expect(describeEntry(addons, w)).toEqual(['Added: Racket quantity 2']);
    for (const line of [...describeEntry(settings, w), ...describeEntry(addons, w)]) expect(line).not.toMatch(/[{}"]/);
    const registration = entry({
      entity: 'event_registration',
      action: 'create',
      entityId: 7,
      after: {
        eventId: 2,
        categoryId: 3,
        name: 'Vikram Singh',
        phone: { mobile: '9811100007', countryCode: '+91' },
        tickets: 1,
        grossMinor: 250000,
      },
    });
    expect(whatText(registration)).toBe('Event registration #7');
    expect(text(describeEntry(registration, w))).toEqual([
      'Name: Vikram Singh',
      'Phone: +91 9811100007',
      'Tickets: 1',
      'Gross: ₹ 2,500.00',
    ]);
  });
});
