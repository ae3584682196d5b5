import { describe, expect, it } from 'vitest';
import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import { i18n } from '../../lib/i18n/i18n';
import { rowWords } from './row-words';

/** Every word the server writes in a report row (server/modules/reports/kinds/). */
const WORDS = [
  ...Object.values(TRANSACTION_TYPE_NAMES),
  ...Object.values(PAYMENT_MODE_NAMES),
  'Event Registration',
  'Booking Fee',
  'Subscription',
  'Active',
  'Cancelled',
  'Lifetime',
];

describe('the words inside report rows (issue 32 §2)', () => {
  it('are the server’s English, word for word, in English; other columns and texts as they came', () => {
    for (const word of WORDS) expect(rowWords('type', word)).toBe(word);
    expect(rowWords('type', 'Single Booking (Refund)')).toBe('Single Booking (Refund)');
    expect(rowWords('paymentMode', 'Cash, UPI')).toBe('Cash, UPI');
    expect(rowWords('customerName', 'Cash')).toBe('Cash');
  });

  it('are Hindi in Hindi: types, modes, a refund, a list of modes; names in other columns stay', async () => {
    await i18n.loadNamespaces(['reports', 'server']);
    await i18n.changeLanguage('hi');
    try {
      for (const word of WORDS) expect(rowWords('type', word), word).toMatch(/[\u0900-\u097F]|^UPI$/);
      expect(rowWords('type', 'Single Booking')).toBe('सिंगल बुकिंग');
      expect(rowWords('mode', 'Cash')).toBe('कैश');
      expect(rowWords('type', 'Booking Fee (Refund)')).toBe('बुकिंग फ़ीस (रिफ़ंड)');
      expect(rowWords('paymentMode', 'Cash, UPI')).toBe('कैश, UPI');
      expect(rowWords('creditsExpiry', 'Lifetime')).toBe('आजीवन');
      expect(rowWords('customerName', 'Cash')).toBe('Cash');
      expect(rowWords('type', 'Type 9')).toBe('Type 9');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
