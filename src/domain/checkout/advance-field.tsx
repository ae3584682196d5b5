import { Group, Input, SegmentedControl, Stack } from '@mantine/core';
import { PaymentMode, type PaymentModeCode } from '../../../contract/codes';
import { paymentModeName } from '../../lib/i18n/contract-names';
import { AmountInput } from '../../components/typed-input/amount-input';
import type { CheckoutForm } from './use-checkout-form';
import type { UpiAvailability } from './use-upi-payment';
import { UpiOfflineReason } from './upi-mode';
import { useTranslation } from 'react-i18next';

const MODES: PaymentModeCode[] = [PaymentMode.noPay, PaymentMode.cash, PaymentMode.card, PaymentMode.other];

interface AdvanceFieldProps {
  form: Pick<CheckoutForm, 'values' | 'setAdvance' | 'payment' | 'chooseMode'>;
  symbol: string;
  /** The advance's message by the caller's rules (a cart's net price, or a pattern's gross). */
  error?: string;
  /** The club has a UPI ID: UPI is offered as a mode, disabled with the reason offline (ADR 0082). */
  upi?: UpiAvailability;
}

/**
 * The advance with its payment mode (spec 1 §4), shared by the booking and the bulk checkout:
 * an amount above 0 switches No Pay to Cash and disables No Pay (src/lib/payment-mode.ts).
 */
export function AdvanceField({ form, symbol, error, upi }: AdvanceFieldProps) {
  const { t } = useTranslation('payment');
  return (
    <Group align="flex-start" gap="sm">
      <AmountInput
        label={t('payment:advance')}
        value={form.values.advance}
        onChange={form.setAdvance}
        leftSection={symbol}
        leftSectionWidth={symbol.length > 1 ? 44 : 28}
        error={error}
        w={200}
      />
      <Stack gap={4}>
        <Input.Label>{t('payment:paymentMode')}</Input.Label>
        <SegmentedControl
          aria-label={t('payment:paymentMode')}
          value={String(form.payment.mode)}
          onChange={(value) => form.chooseMode(Number(value) as PaymentModeCode)}
          data={(upi?.configured ? [...MODES, PaymentMode.upi] : MODES).map((mode) => ({
            value: String(mode),
            label: paymentModeName(mode),
            disabled: (mode === PaymentMode.noPay && form.payment.noPayDisabled) || (mode === PaymentMode.upi && !upi?.online),
          }))}
        />
        <UpiOfflineReason upi={upi} />
      </Stack>
    </Group>
  );
}
