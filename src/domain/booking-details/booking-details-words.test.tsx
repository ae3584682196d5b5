import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { BookingActionMessages } from '../../../contract/booking-actions';
import { CartMessages } from '../../../contract/cart';
import { LIMITS, tooLargeMessage } from '../../../contract/limits';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';
import { AddAddonMessages, addAddonErrors, type AddAddonValues } from './add-addon-rules';
import { attendeeRangeMessage } from './checkin-section';
import { describeHistory } from './history-timeline';
import { clubClosedNote, courtLabel } from './reschedule-courts';
import { inHindi } from '../../lib/testing/in-hindi';

/*
 * Booking Details in the catalogue (issue 32 §2, ADR 0085): the texts the console judges itself
 * keep the contract's English word for word, and the screens read Hindi when Hindi is chosen.
 */

const fetchCancelPreview = vi.fn();
vi.mock('./booking-api', () => ({
  fetchCancelPreview: (...args: unknown[]) => fetchCancelPreview(...args),
  bookingWrite: vi.fn(),
}));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children }: { children: React.ReactNode }) => <button>{children}</button>,
}));

const { CancelDialog } = await import('./cancel-dialog');

const EMPTY: AddAddonValues = { choice: null, name: '', price: '', quantity: '1', discount: '', advance: '' };

afterEach(() => {
  cleanup();
  fetchCancelPreview.mockReset();
});

describe("Booking Details' words in English are the contract's", () => {
  it('add-on refusals', () => {
    expect(AddAddonMessages.selectFirst()).toBe(CartMessages.selectAddon);
    expect(AddAddonMessages.nameMandatory()).toBe(CartMessages.nameMandatory);
    expect(AddAddonMessages.priceMandatory()).toBe(CartMessages.priceMandatory);
    expect(AddAddonMessages.enterQuantity()).toBe(CartMessages.enterQuantity);
    expect(AddAddonMessages.minQuantity()).toBe(CartMessages.minQuantity);
    expect(AddAddonMessages.valuesNotValid()).toBe(CartMessages.valuesNotValid);
    expect(AddAddonMessages.tooLarge('Quantity', LIMITS.quantity)).toBe(tooLargeMessage('Quantity', LIMITS.quantity));
    expect(AddAddonMessages.tooLarge('Price', LIMITS.amountMajor)).toBe(tooLargeMessage('Price', LIMITS.amountMajor));
  });

  it('the attendee id, the marketplace and pattern notes, the closed club', () => {
    expect(attendeeRangeMessage(1)).toBe(BookingActionMessages.attendeeRange(1));
    expect(attendeeRangeMessage(5)).toBe(BookingActionMessages.attendeeRange(5));
    expect(i18n.t('booking-details:actions.marketplace')).toBe(BookingActionMessages.marketplace);
    expect(i18n.t('booking-details:actions.payOnPattern')).toBe(BookingActionMessages.occurrencePayOnPattern);
    expect(i18n.t('booking-details:panel.cancelled')).toBe(BookingActionMessages.cancelled);
    const shut = { closed: true, openTime: '06:00:00', closeTime: '23:00:00' };
    expect(clubClosedNote([shut])).toBe(`${BookingActionMessages.rescheduleClubClosed}. Open 06:00 – 23:00.`);
  });
});

describe('Booking Details in Hindi', () => {
  it('the Cancel Booking dialog reads Hindi', async () => {
    fetchCancelPreview.mockResolvedValue({
      ok: true,
      data: {
        requestStatus: 1,
        preview: { paid: 400, policyPercent: 50, refunds: { 0: 0, 1: 400, 2: 200 }, creditsRefunds: { 0: 0, 1: 0, 2: 0 } },
      },
    });
    await inHindi(async () => {
      // No club is signed in here: the amounts carry the spec's 'Amt.' symbol.
      renderWithMantine(<CancelDialog bookingId={7} opened onClose={() => {}} onDone={() => {}} />);
      expect(await screen.findByText('पेमेंट हुआ: Amt. 400.00')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'बुकिंग रद्द करें' })).toBeTruthy();
      expect(screen.getByLabelText('पॉलिसी के हिसाब से (50 %): Amt. 200.00')).toBeTruthy();
      expect(screen.getByLabelText('SMS भेजें')).toBeTruthy();
      expect(screen.getByText('रिफ़ंड का तरीक़ा')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'कैश' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'रहने दें' })).toBeTruthy();
    });
  });

  it('the history, the add-on refusals and the reschedule courts', async () => {
    const entry = { id: 1, action: 'strike_override', actor: 'admin', timestamp: '2026-11-21T10:00:00Z', before: {} };
    await inHindi(() => {
      expect(describeHistory({ ...entry, after: { reason: 'Paid up front', noShows: 2, days: 30, limit: 2 } }, '₹')).toBe(
        'Paid up front · पिछले 30 दिन में 2 नो-शो (स्ट्राइक 2 पर)',
      );
      expect(describeHistory({ ...entry, action: 'cancel', after: { refund: 810, lateCancelFee: 90 } }, '₹')).toBe(
        'रिफ़ंड ₹\u00a0810.00, लेट-कैंसल फ़ीस ₹\u00a090.00',
      );
      expect(addAddonErrors({ ...EMPTY, choice: 'custom', price: '12.345', quantity: '2', advance: '-1' }, null).fields).toEqual({
        name: 'नाम ज़रूरी है',
        price: 'क़ीमत में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं',
        advance: 'एडवांस में माइनस रकम नहीं लिख सकते',
      });
      expect(courtLabel({ courtName: 'Court 2', available: false, closed: false })).toBe('Court 2 (बुक है)');
    });
    // Back in English, the spec's words.
    expect(courtLabel({ courtName: 'Court 2', available: false, closed: true })).toBe('Court 2 (closed)');
  });
});
