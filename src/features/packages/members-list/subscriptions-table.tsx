import 'mantine-datatable/styles.css';
import { ActionIcon, Anchor, Badge, Menu, Stack, Text } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Feature } from '../../../../contract/features';
import type { SubscriptionRow } from '../../../../contract/packages';
import { useWriteGuard } from '../../../components/write-guard';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate } from '../../../lib/time/club-date';
import { canCancel, canRenew, renewalText } from './members-list-rules';
import { useTranslation } from 'react-i18next';

interface Props {
  rows: SubscriptionRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  today: string;
  onPage: (page: number) => void;
  onOpen: (row: SubscriptionRow) => void;
  onRenew: (row: SubscriptionRow) => void;
  onPay: (row: SubscriptionRow) => void;
  onCancel: (row: SubscriptionRow) => void;
}

/** All Members List table (spec 2 §2): Package, Phone Number, Renewal; row menu Pay Now (a balance), Renew Package, Cancel Membership. */
export function SubscriptionsTable({ rows, total, page, pageSize, loading, today, onPage, onOpen, onRenew, onPay, onCancel }: Props) {
  const { t } = useTranslation('packages');
  const symbol = useCurrencySymbol();
  const guard = useWriteGuard(Feature.membershipPackages);
  return (
    <DataTable<SubscriptionRow>
      withTableBorder
      pinLastColumn
      borderRadius="sm"
      minHeight={rows.length ? undefined : 180}
      records={rows}
      idAccessor="subscriptionId"
      fetching={loading}
      noRecordsText={t('packages:members.noMembers')}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPage}
      columns={[
        {
          accessor: 'memberName',
          title: t('packages:members.column.member'),
          render: (r) => (
            <Text size="sm" maw={240} style={{ overflowWrap: 'anywhere' }}>
              {r.memberName}
            </Text>
          ),
        },
        {
          accessor: 'packageName',
          title: t('packages:members.column.package'),
          render: (r) => (
            <Stack gap={2} maw={260}>
              <Anchor component="button" type="button" size="sm" ta="left" style={{ overflowWrap: 'anywhere' }} onClick={() => onOpen(r)}>
                {r.packageName}
              </Anchor>
              {r.balance > 0 && (
                <Badge size="sm" color="orange">
                  {t('packages:members.balance', { amount: formatMoney(r.balance, symbol) })}
                </Badge>
              )}
            </Stack>
          ),
        },
        { accessor: 'memberMobile', title: t('packages:members.column.phone'), render: (r) => `${r.memberCountryCode} ${r.memberMobile}` },
        {
          accessor: 'renewalDate',
          title: t('packages:members.column.renewal'),
          render: (r) => (
            <Text size="sm" c={!r.renewed && r.renewalDate < today ? 'red' : undefined}>
              {renewalText(r, today, displayDate)}
            </Text>
          ),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (r) => (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('packages:members.actionsFor', { name: r.memberName })}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {r.balance > 0 && (
                  <Menu.Item disabled={guard.disabled} onClick={() => onPay(r)}>
                    {t('packages:members.payNow')}
                  </Menu.Item>
                )}
                {canRenew(r) && (
                  <Menu.Item disabled={guard.disabled} onClick={() => onRenew(r)}>
                    {t('packages:members.renew')}
                  </Menu.Item>
                )}
                {canCancel(r, today) && (
                  <Menu.Item color="red" disabled={guard.disabled} onClick={() => onCancel(r)}>
                    {t('packages:members.cancel')}
                  </Menu.Item>
                )}
                {guard.reason && <Menu.Label>{guard.reason}</Menu.Label>}
              </Menu.Dropdown>
            </Menu>
          ),
        },
      ]}
    />
  );
}
