import { Text } from '@mantine/core';
import { NEEDS_CONNECTION } from '../../components/write-guard';
import type { UpiAvailability } from './use-upi-payment';

/**
 * Why UPI cannot be chosen now: offline the QR is not offered (a payment is an online write), so
 * the mode is shown disabled with the reason under the control (ADR 0082 addendum).
 */
export function UpiOfflineReason({ upi }: { upi?: UpiAvailability }) {
  if (!upi?.configured || upi.online) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="upi-offline">
      UPI: {NEEDS_CONNECTION}
    </Text>
  );
}
