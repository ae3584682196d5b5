import { describe, expect, it } from 'vitest';
import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import { FEATURE_NAMES } from '../../../contract/features';
import { bookingStatus } from '../../../contract/search';
import { bookingStatusName, featureName, paymentModeName, transactionTypeName } from './contract-names';
import { i18n } from './i18n';

describe('names the contract gives codes, in the language on screen (ADR 0085)', () => {
  it('are the contract’s English in English, for every code it names', () => {
    for (const [id, name] of Object.entries(FEATURE_NAMES)) expect(featureName(Number(id))).toBe(name);
    for (const [code, name] of Object.entries(PAYMENT_MODE_NAMES)) expect(paymentModeName(Number(code))).toBe(name);
    for (const [code, name] of Object.entries(TRANSACTION_TYPE_NAMES)) expect(transactionTypeName(Number(code))).toBe(name);
    for (const status of bookingStatus.options) expect(bookingStatusName(status)).toBe(status);
  });

  it('leave a code the contract does not name to the caller', () => {
    expect(featureName(99)).toBeUndefined();
    expect(paymentModeName(9)).toBeUndefined();
    expect(transactionTypeName(4)).toBeUndefined();
    expect(bookingStatusName('Held')).toBe('Held');
  });

  it('are Hindi in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(featureName(9)).toBe('मेंबर');
      expect(paymentModeName(1)).toBe('कैश');
      expect(transactionTypeName(5)).toBe('क्रेडिट रिचार्ज');
      expect(bookingStatusName('Upcoming')).toBe('आने वाली');
      expect(i18n.t('common:write.readOnlyTo', { feature: featureName(9) })).toBe('मेंबर में आपके पास सिर्फ़ देखने की अनुमति है');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
