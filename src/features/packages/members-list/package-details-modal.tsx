import { Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Feature } from '../../../../contract/features';
import type { SubscriptionRow } from '../../../../contract/packages';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate } from '../../../lib/time/club-date';

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
  const symbol = useCurrencySymbol();
  return (
    <Modal opened={row !== null} onClose={onClose} title="Package Details" size="md">
      {row && (
        <Stack gap="xs">
          <Title order={6}>Member Information</Title>
          <Line label="Name">{row.memberName}</Line>
          <Line label="Phone Number">{`${row.memberCountryCode} ${row.memberMobile}`}</Line>
          <Line label="Email">{row.memberEmail ?? '—'}</Line>
          <Divider />
          <Title order={6}>Membership Dates</Title>
          <Line label="Package">{row.packageName}</Line>
          <Line label="Member since">{displayDate(row.membershipStartDate)}</Line>
          <Line label="Start date">{displayDate(row.startDate)}</Line>
          <Line label="Renewal date">{displayDate(row.renewalDate)}</Line>
          <Divider />
          <Title order={6}>Payment Details</Title>
          <Line label="Gross">{formatMoney(row.grossAmount, symbol)}</Line>
          <Line label="Discount">{formatMoney(row.discount, symbol)}</Line>
          <Line label="Paid">{formatMoney(row.advance, symbol)}</Line>
          <Line label="Balance">{formatMoney(row.balance, symbol)}</Line>
          {row.balance > 0 && (
            <Group justify="flex-end">
              <WriteButton size="xs" feature={Feature.membershipPackages} onClick={() => onPay(row)}>
                Pay Now
              </WriteButton>
            </Group>
          )}
          <Divider />
          <Title order={6}>Description</Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.packageDescription || 'No description'}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
