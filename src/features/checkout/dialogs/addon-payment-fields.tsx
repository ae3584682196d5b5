import { Group, Input, Stack, SegmentedControl } from '@mantine/core';
import { PaymentMode, type PaymentModeCode } from '../../../../contract/codes';
import { paymentModeName } from '../../../lib/i18n/contract-names';
import { amountValue, type AmountInput, type PaymentModeState } from '../../../lib/payment-mode';
import { AmountInput as MoneyField } from '../../../components/typed-input/amount-input';
import { useTranslation } from 'react-i18next';

const MODES: PaymentModeCode[] = [PaymentMode.noPay, PaymentMode.cash, PaymentMode.card, PaymentMode.other];

interface AddonPaymentFieldsProps {
  discount: AmountInput;
  advance: AmountInput;
  payment: PaymentModeState;
  onDiscount: (value: AmountInput) => void;
  onAdvance: (value: AmountInput) => void;
  onMode: (mode: PaymentModeCode) => void;
}

/** Add-on discount, advance and mode; a mode can be chosen only once an advance is entered (spec 1 §4). */
export function AddonPaymentFields({ discount, advance, payment, onDiscount, onAdvance, onMode }: AddonPaymentFieldsProps) {
  const { t } = useTranslation('checkout');
  const hasAdvance = amountValue(advance) !== null;
  return (
    <>
      <Group grow>
        <MoneyField label={t('checkout:addons.discount')} value={discount} onChange={onDiscount} />
        <MoneyField label={t('checkout:addons.advance')} value={advance} onChange={onAdvance} />
      </Group>
      <Stack gap={4}>
        <Input.Label>{t('checkout:addons.paymentMode')}</Input.Label>
        <SegmentedControl
          aria-label={t('checkout:addons.addonPaymentMode')}
          disabled={!hasAdvance}
          value={String(payment.mode)}
          onChange={(value) => onMode(Number(value) as PaymentModeCode)}
          data={MODES.map((mode) => ({
            value: String(mode),
            label: paymentModeName(mode),
            disabled: mode === PaymentMode.noPay && payment.noPayDisabled,
          }))}
        />
      </Stack>
    </>
  );
}
