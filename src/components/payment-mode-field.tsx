import { useTranslation } from 'react-i18next';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { PAYMENT_MODE_NAMES, PaymentMode, type PaymentModeCode } from '../../contract/codes';
import { NEEDS_CONNECTION } from './write-guard';
import { paymentModeName } from '../lib/i18n/contract-names';
import { chooseMode, typeAmount, type PaidState } from '../lib/payment-mode';
import { AmountInput } from './typed-input/amount-input';

interface PaymentModeFieldProps {
  label: string;
  value: PaidState;
  onChange: (next: PaidState) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /**
   * UPI (mode 4) as the club has it (ADR 0082 addendum): left out without a UPI ID, disabled
   * offline with the reason. Not given: every mode is offered, as before.
   */
  upi?: { configured: boolean; online: boolean };
}

const ALL_MODES = Object.keys(PAYMENT_MODE_NAMES).map(Number) as PaymentModeCode[];

/** An amount with its payment mode radios (No Pay, Cash, Card, Other) following spec 2 §4. */
export function PaymentModeField({ label, value, onChange, error, required, disabled, upi }: PaymentModeFieldProps) {
  const modes = upi && !upi.configured ? ALL_MODES.filter((code) => code !== PaymentMode.upi) : ALL_MODES;
  const upiOffline = Boolean(upi?.configured && !upi.online);
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
          {modes.map((code) => (
            <Radio
              key={code}
              value={String(code)}
              label={paymentModeName(code)}
              disabled={disabled || (code === PaymentMode.noPay && value.noPayDisabled) || (code === PaymentMode.upi && upiOffline)}
            />
          ))}
        </Group>
      </Radio.Group>
      {upiOffline && (
        <Text size="xs" c="dimmed" data-testid="upi-offline">
          UPI: {NEEDS_CONNECTION}
        </Text>
      )}
    </Stack>
  );
}
