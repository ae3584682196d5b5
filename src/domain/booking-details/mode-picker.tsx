import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentMode } from '../../../contract/codes';
import type { UpiAvailability } from '../checkout/use-upi-payment';
import { UpiOfflineReason } from '../checkout/upi-mode';

const MODES = [
  { value: '1', label: 'booking-details:mode.cash' },
  { value: '2', label: 'booking-details:mode.card' },
  { value: '3', label: 'booking-details:mode.other' },
];

/**
 * Payment (or refund) mode: Cash, Card or Other — money that moves always has one. With `upi`
 * (the club has a UPI ID) UPI too, disabled with the reason offline (ADR 0082 addendum).
 */
export function ModePicker({
  value,
  onChange,
  label,
  upi,
}: {
  value: number;
  onChange: (mode: number) => void;
  label?: string;
  upi?: UpiAvailability;
}) {
  const { t } = useTranslation('booking-details');
  const named = MODES.map((m) => ({ ...m, label: t(m.label) }));
  const data = upi?.configured
    ? [...named, { value: String(PaymentMode.upi), label: t('booking-details:mode.upi'), disabled: !upi.online }]
    : named;
  const title = label ?? t('booking-details:mode.label');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <SegmentedControl aria-label={title} data={data} value={String(value)} onChange={(v) => onChange(Number(v))} />
      <UpiOfflineReason upi={upi} />
    </Stack>
  );
}
