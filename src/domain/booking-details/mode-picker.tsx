import { SegmentedControl, Stack, Text } from '@mantine/core';
import { PaymentMode } from '../../../contract/codes';
import type { UpiAvailability } from '../checkout/use-upi-payment';
import { UpiOfflineReason } from '../checkout/upi-mode';

const MODES = [
  { value: '1', label: 'Cash' },
  { value: '2', label: 'Card' },
  { value: '3', label: 'Other' },
];

/**
 * Payment (or refund) mode: Cash, Card or Other — money that moves always has one. With `upi`
 * (the club has a UPI ID) UPI too, disabled with the reason offline (ADR 0082 addendum).
 */
export function ModePicker({
  value,
  onChange,
  label = 'Payment mode',
  upi,
}: {
  value: number;
  onChange: (mode: number) => void;
  label?: string;
  upi?: UpiAvailability;
}) {
  const data = upi?.configured ? [...MODES, { value: String(PaymentMode.upi), label: 'UPI', disabled: !upi.online }] : MODES;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-label={label} data={data} value={String(value)} onChange={(v) => onChange(Number(v))} />
      <UpiOfflineReason upi={upi} />
    </Stack>
  );
}
