import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { initialPaid } from '../lib/payment-mode';
import { renderWithMantine } from '../lib/testing/render';
import { PaymentModeField } from './payment-mode-field';

const field = () => renderWithMantine(<PaymentModeField label="Amount" value={initialPaid} onChange={() => {}} />);

describe('<PaymentModeField> names the payment modes in the language on screen', () => {
  afterEach(cleanup);

  it("the contract's English in English", () => {
    field();
    for (const name of ['No Pay', 'Cash', 'Card', 'Other', 'UPI']) expect(screen.getByLabelText(name)).toBeTruthy();
  });

  it('Hindi in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      field();
      for (const name of ['कोई पेमेंट नहीं', 'कैश', 'कार्ड', 'अन्य', 'UPI']) expect(screen.getByLabelText(name)).toBeTruthy();
      expect(screen.queryByLabelText('Cash')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
