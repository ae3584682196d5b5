import { describe, expect, it } from 'vitest';
import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import { modeName, typeName } from '../../modules/reports/kinds/shared';
import { documentLanguage } from './document-language';
import { reportWords, rowWord } from './report-words';

describe('the words inside report rows in the .xlsx (issue 32 §2, ADR 0087)', () => {
  it('leave an English file as it was: no table at all', () => {
    expect(reportWords(documentLanguage('en'))).toBeNull();
  });

  it('put every word the reports write in Hindi, by one Map lookup', () => {
    const words = reportWords(documentLanguage('hi'))!;
    const written = [
      ...Object.keys(TRANSACTION_TYPE_NAMES).flatMap((code) => [typeName(Number(code), 'payment'), typeName(Number(code), 'refund')]),
      typeName(1, 'payment', 'event'),
      typeName(1, 'payment', 'fee'),
      typeName(1, 'refund', 'fee'),
      typeName(1, 'payment', 'subscription'),
      ...Object.keys(PAYMENT_MODE_NAMES).map((code) => modeName(Number(code))),
      'Active',
      'Cancelled',
      'Lifetime',
    ];
    for (const text of written) expect(words.has(text), text).toBe(true);
    expect(rowWord(words, typeName(1, 'refund'))).toBe('सिंगल बुकिंग (रिफ़ंड)');
    expect(rowWord(words, 'Cash, UPI')).toBe('कैश, UPI');
    // A name, an unknown code, a date: as they are.
    expect(rowWord(words, 'Court 1')).toBe('Court 1');
    expect(rowWord(words, typeName(42, 'payment'))).toBe('Type 42');
    expect(rowWord(words, '2026-11-27')).toBe('2026-11-27');
  });
});
