import { useTranslation } from 'react-i18next';
import { Group, Radio, Stack } from '@mantine/core';
import { PAYMENT_MODE_NAMES, type PaymentModeCode } from '../../contract/codes';
import { chooseMode, typeAmount, type PaidState } from '../lib/payment-mode';
import { AmountInput } from './typed-input/amount-input';

interface PaymentModeFieldProps {
  label: string;
  value: PaidState;
  onChange: (next: PaidState) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/** An amount with its payment mode radios (No Pay, Cash, Card, Other) following spec 2 §4. */
export function PaymentModeField({ label, value, onChange, error, required, disabled }: PaymentModeFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <AmountInput
        label={label}
        field={label.replace(/ \(optional\)$/, '')}
        value={value.amount}
        onChange={(amount) => onChange(typeAmount(value, amount))}
        error={error ?? (value.amountInvalid ? t('common:payment.amountRequired') : null)}
        required={required}
        disabled={disabled}
      />
      <Radio.Group
        value={String(value.mode)}
        onChange={(mode) => onChange(chooseMode(value, Number(mode) as PaymentModeCode))}
        aria-label={t('common:payment.mode')}
      >
        <Group gap="md">
          {(Object.keys(PAYMENT_MODE_NAMES) as unknown as PaymentModeCode[]).map((code) => (
            <Radio
              key={code}
              value={String(code)}
              label={PAYMENT_MODE_NAMES[code]}
              disabled={disabled || (Number(code) === 0 && value.noPayDisabled)}
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
