import { afterEach, describe, expect, it } from 'vitest';
import { BulkMessages } from '../../../contract/bulk';
import { bulkResultNotes } from './result-notes';
import { i18n } from '../../lib/i18n/i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('bulk result notes', () => {
  it('with ignore off and a slot taken, gives the refusal alone', () => {
    expect(bulkResultNotes(false, 2)).toEqual({ note: null, blockedReason: BulkMessages.someUnavailable });
  });
  it('with ignore off and every slot free, says the whole pattern will be booked', () => {
    expect(bulkResultNotes(false, 0)).toEqual({ note: BulkMessages.allAvailable, blockedReason: null });
  });
  it('with ignore on, says only the free slots will be booked, taken ones or not', () => {
    expect(bulkResultNotes(true, 3).blockedReason).toBeNull();
    expect(bulkResultNotes(true, 0).note).toBe('Only the available slots in the pattern will be booked');
  });
  it('says them in Hindi when Hindi is on screen (ADR 0085)', async () => {
    await i18n.changeLanguage('hi');
    expect(bulkResultNotes(true, 0).note).toBe('पैटर्न के सिर्फ़ ख़ाली स्लॉट बुक होंगे');
    expect(bulkResultNotes(false, 0).note).toBe('पैटर्न के सभी स्लॉट बुक होंगे');
  });
});
