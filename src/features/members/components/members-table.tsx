import 'mantine-datatable/styles.css';
import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Feature } from '../../../../contract/features';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { useWriteGuard } from '../../../components/write-guard';
import { canOpen } from '../../../lib/permissions/access';
import { useAccess } from '../../../offline/use-access';
import type { MemberRow } from '../hooks/use-members-list';
import { creditsValidity, membershipValidity, visiblePackages } from './member-format';
import { useTranslation } from 'react-i18next';

export type RowAction = 'open' | 'recharge' | 'edit' | 'delete' | 'packages' | 'addPackage';

interface MembersTableProps {
  rows: MemberRow[];
  loading: boolean;
  today: string;
  emptyText: string;
  onAction: (action: RowAction, member: MemberRow) => void;
}

/** Members table of spec 2 §2: Name, Contact Details, Credit Point/Validity, Availed Packages, Membership Validity, actions. */
export function MembersTable({ rows, loading, today, emptyText, onAction }: MembersTableProps) {
  const { t } = useTranslation('members');
  const symbol = useCurrencySymbol();
  const credits = useWriteGuard(Feature.memberCredits);
  const members = useWriteGuard(Feature.members);
  const access = useAccess();
  // Add Package leads to the package pages: only offered to those who may open them.
  const packages = { ...useWriteGuard(Feature.membershipPackages), canOpen: access ? canOpen(access, Feature.membershipPackages) : false };
  return (
    <DataTable<MemberRow>
      withTableBorder
      // The actions stay in view on narrow screens (tablets scroll the table sideways).
      pinLastColumn
      borderRadius="sm"
      minHeight={rows.length ? undefined : 180}
      records={rows}
      idAccessor="memberId"
      fetching={loading}
      noRecordsText={emptyText}
      columns={[
        {
          accessor: 'memberName',
          title: t('members:column.name'),
          render: (m) => (
            <Anchor component="button" type="button" onClick={() => onAction('open', m)} fw={500} ta="left">
              {m.memberName}
            </Anchor>
          ),
        },
        {
          accessor: 'memberMobile',
          title: t('members:column.contact'),
          render: (m) => (
            <Stack gap={0}>
              <Text size="sm">{`${m.memberCountryCode} ${m.memberMobile}`}</Text>
              {m.memberEmail && (
                <Text size="xs" c="dimmed">
                  {m.memberEmail}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'credits',
          title: t('members:column.credits'),
          render: (m) => (
            <Stack gap={0}>
              <Text size="sm">{formatMoney(m.credits, symbol)}</Text>
              <Text size="xs" c="dimmed">
                {creditsValidity(m.creditsExpiry)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'packages',
          title: t('members:column.packages'),
          render: (m) => {
            const { shown, more } = visiblePackages(m.packages);
            if (!shown.length)
              return (
                <Text size="sm" c="dimmed">
                  {t('members:none')}
                </Text>
              );
            return (
              <Group gap={4}>
                {shown.map((p) => (
                  <Badge key={`${p.packageName}-${p.renewalDate}`} variant="light">
                    {p.packageName}
                  </Badge>
                ))}
                {more && (
                  <Anchor component="button" type="button" size="sm" onClick={() => onAction('packages', m)}>
                    {more}
                  </Anchor>
                )}
              </Group>
            );
          },
        },
        {
          accessor: 'endDate',
          title: t('members:column.validity'),
          render: (m) => <Text size="sm">{membershipValidity(m.endDate, today)}</Text>,
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (m) => (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('members:actionsFor', { name: m.memberName })}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item disabled={credits.disabled} onClick={() => onAction('recharge', m)}>
                  {t('members:recharge')}
                </Menu.Item>
                <Menu.Item disabled={members.disabled} onClick={() => onAction('edit', m)}>
                  {t('members:editDetails')}
                </Menu.Item>
                {packages.canOpen && (
                  <Menu.Item disabled={packages.disabled} onClick={() => onAction('addPackage', m)}>
                    {t('members:addPackage')}
                  </Menu.Item>
                )}
                <Menu.Item color="red" disabled={members.disabled} onClick={() => onAction('delete', m)}>
                  {t('members:deleteMember')}
                </Menu.Item>
                {(credits.reason || members.reason) && <Menu.Label>{credits.reason ?? members.reason}</Menu.Label>}
              </Menu.Dropdown>
            </Menu>
          ),
        },
      ]}
    />
  );
}
