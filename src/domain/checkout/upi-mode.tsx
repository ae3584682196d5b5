import { Text } from '@mantine/core';
import type { UpiAvailability } from './use-upi-payment';
import { useTranslation } from 'react-i18next';

/**
 * Why UPI cannot be chosen now: offline the QR is not offered (a payment is an online write), so
 * the mode is shown disabled with the reason under the control (ADR 0082 addendum).
 */
export function UpiOfflineReason({ upi }: { upi?: UpiAvailability }) {
  const { t } = useTranslation('payment');
  if (!upi?.configured || upi.online) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="upi-offline">
      {t('payment:upiOffline', { reason: t('common:write.needsConnection') })}
    </Text>
  );
}
