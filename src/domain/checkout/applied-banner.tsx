import { Alert, Group, Text } from '@mantine/core';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { useTranslation } from 'react-i18next';

interface AppliedBannerProps {
  text: string;
  busy: boolean;
  onRemove: () => void;
  /** The write feature of the checkout showing it (booking calendar, or bulk booking). */
  feature?: number;
}

/** 'Discount applied' / 'Credits redeemed' with a remove button (spec 1 §4). */
export function AppliedBanner({ text, busy, onRemove, feature = Feature.bookingCalendar }: AppliedBannerProps) {
  const { t } = useTranslation('payment');
  return (
    <Alert color="green" variant="light" p="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <WriteButton feature={feature} size="compact-xs" variant="subtle" color="red" loading={busy} onClick={onRemove}>
          {t('payment:remove')}
        </WriteButton>
      </Group>
    </Alert>
  );
}
