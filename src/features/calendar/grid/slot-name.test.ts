import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { slotName } from './slot-name';
import { makeSlot } from './test-slots';

const base = { courtName: 'Court 3', slotTime: '18:00:00', endTime: '18:30:00', price: 600 };
const name = (over: Parameters<typeof makeSlot>[0], ended = false) => slotName(makeSlot({ ...base, ...over }), '₹', ended);

describe('a cell says court, time, status and price', () => {
  it('a free slot with its price, holding the word the cell shows', () => {
    expect(name({})).toBe('Court 3, 18:00–18:30, Available to book, ₹\u00a0600.00');
  });

  it('a group slot with its places', () => {
    expect(name({ activityType: 1, available: 2, maxSlotCount: 6 })).toBe(
      'Court 3, 18:00–18:30, Book 2/6, 2 of 6 places free, ₹\u00a0600.00',
    );
  });

  it('a booking by whom, paid or not, and no slot price', () => {
    expect(name({ status: 'Booked', customerName: 'Asha', paymentPending: true })).toBe(
      'Court 3, 18:00–18:30, Booked by Asha, payment pending',
    );
    expect(name({ status: 'Booked', customerName: 'Ravi', paymentPending: false, waiting: 2 })).toBe(
      'Court 3, 18:00–18:30, Booked by Ravi, paid, 2 waiting',
    );
  });

  it('blocked, locked, held and carted slots', () => {
    expect(name({ status: 'Blocked', blockRemark: 'Resurfacing' })).toBe('Court 3, 18:00–18:30, Blocked: Resurfacing');
    expect(name({ status: 'Blocked' })).toBe('Court 3, 18:00–18:30, Blocked');
    expect(name({ status: 'Locked' })).toBe('Court 3, 18:00–18:30, Locked through a brother court');
    expect(name({ status: 'Booking in Progress' })).toBe("Court 3, 18:00–18:30, Booking in Progress, held in another desk's cart");
    expect(name({ status: 'Booking in Progress', offeredTo: 'Meera' })).toBe(
      'Court 3, 18:00–18:30, Offered to Meera, held for a waitlist offer',
    );
    expect(name({ status: 'Carted' })).toBe('Court 3, 18:00–18:30, Carted, in your cart, ₹\u00a0600.00');
  });

  it('a slot whose time has gone by says so', () => {
    expect(name({}, true)).toBe('Court 3, 18:00–18:30, Available to book, ₹\u00a0600.00, time has passed');
  });
});

describe('a cell in Hindi (ADR 0085)', () => {
  it('says its status in Hindi, the court and the customer as typed', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(name({})).toBe('Court 3, 18:00–18:30, बुक करें, स्लॉट ख़ाली है, ₹\u00a0600.00');
      expect(name({ status: 'Booked', customerName: 'Ravi', paymentPending: false, waiting: 2 }, true)).toBe(
        'Court 3, 18:00–18:30, Ravi ने बुक किया, पेमेंट हो गया, 2 इंतज़ार में, समय निकल गया',
      );
      expect(name({ status: 'Blocked' })).toBe('Court 3, 18:00–18:30, ब्लॉक');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
