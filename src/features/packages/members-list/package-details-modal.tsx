import { Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Feature } from '../../../../contract/features';
import type { SubscriptionRow } from '../../../../contract/packages';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate } from '../../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

interface Props {
  row: SubscriptionRow | null;
  onClose: () => void;
  onPay: (row: SubscriptionRow) => void;
}

/** Package Details (spec 2 §2): Member Information, Membership Dates, Payment Details, Description. */
export function PackageDetailsModal({ row, onClose, onPay }: Props) {
  const { t } = useTranslation('packages');
  const symbol = useCurrencySymbol();
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('packages:details.title')} size="md">
      {row && (
        <Stack gap="xs">
          <Title order={6}>{t('packages:details.memberInfo')}</Title>
          <Line label={t('packages:details.name')}>{row.memberName}</Line>
          <Line label={t('packages:details.phone')}>{`${row.memberCountryCode} ${row.memberMobile}`}</Line>
          <Line label={t('packages:details.email')}>{row.memberEmail ?? '—'}</Line>
          <Divider />
          <Title order={6}>{t('packages:details.dates')}</Title>
          <Line label={t('packages:details.package')}>{row.packageName}</Line>
          <Line label={t('packages:details.since')}>{displayDate(row.membershipStartDate)}</Line>
          <Line label={t('packages:details.startDate')}>{displayDate(row.startDate)}</Line>
          <Line label={t('packages:details.renewalDate')}>{displayDate(row.renewalDate)}</Line>
          <Divider />
          <Title order={6}>{t('packages:details.payment')}</Title>
          <Line label={t('packages:details.gross')}>{formatMoney(row.grossAmount, symbol)}</Line>
          <Line label={t('packages:details.discount')}>{formatMoney(row.discount, symbol)}</Line>
          <Line label={t('packages:details.paid')}>{formatMoney(row.advance, symbol)}</Line>
          <Line label={t('packages:details.balance')}>{formatMoney(row.balance, symbol)}</Line>
          {row.balance > 0 && (
            <Group justify="flex-end">
              <WriteButton size="xs" feature={Feature.membershipPackages} onClick={() => onPay(row)}>
                {t('packages:details.payNow')}
              </WriteButton>
            </Group>
          )}
          <Divider />
          <Title order={6}>{t('packages:details.description')}</Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.packageDescription || t('packages:details.noDescription')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
