import 'mantine-datatable/styles.css';
import { ActionIcon, Anchor, Badge, Group, List, Menu, Stack, Text } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Feature } from '../../../../contract/features';
import { PackageType, type MembershipPackage } from '../../../../contract/packages';
import { useWriteGuard } from '../../../components/write-guard';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate } from '../../../lib/time/club-date';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';

export type PackageAction = 'addMember' | 'edit' | 'toggle' | 'members';

interface Props {
  rows: MembershipPackage[];
  loading: boolean;
  onAction: (action: PackageAction, p: MembershipPackage) => void;
}

const places = (p: MembershipPackage) =>
  p.memberLimit === 0
    ? i18n.t('packages:list.noLimit')
    : i18n.t('packages:list.placesLeft', { available: p.availableTickets, total: p.totalTickets });

/** Membership Packages list of spec 2 §2: Name, Details, Other Details, Subscribed; row menu. */
export function PackagesTable({ rows, loading, onAction }: Props) {
  const { t } = useTranslation('packages');
  const symbol = useCurrencySymbol();
  const guard = useWriteGuard(Feature.membershipPackages);
  return (
    <DataTable<MembershipPackage>
      withTableBorder
      pinLastColumn
      borderRadius="sm"
      minHeight={rows.length ? undefined : 180}
      records={rows}
      idAccessor="packageId"
      fetching={loading}
      noRecordsText={t('packages:list.noPackages')}
      columns={[
        {
          accessor: 'packageName',
          title: t('packages:list.column.name'),
          render: (p) => (
            <Stack gap={2} maw={280}>
              <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {p.packageName}
              </Text>
              <Group gap={4}>
                <Badge size="sm" variant="light">
                  {p.type === PackageType.proRata ? t('packages:type.proRata') : t('packages:type.rotational')}
                </Badge>
                {!p.isActive && (
                  <Badge size="sm" color="gray">
                    {t('packages:list.deactivated')}
                  </Badge>
                )}
              </Group>
            </Stack>
          ),
        },
        {
          accessor: 'packagePrice',
          title: t('packages:list.column.details'),
          render: (p) => (
            <Stack gap={0}>
              <Text size="sm">{t('packages:list.priceFor', { price: formatMoney(p.packagePrice, symbol), period: p.period })}</Text>
              <Text size="xs" c="dimmed">
                {p.packageCredits
                  ? t('packages:list.credits', { amount: formatMoney(p.packageCredits, symbol) })
                  : t('packages:list.noCredits')}
              </Text>
              {p.type === PackageType.proRata && (
                <Text size="xs" c="dimmed">
                  {displayDate(p.startDate)} – {displayDate(p.endDate)}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'description',
          title: t('packages:list.column.other'),
          render: (p) => (
            <Stack gap={2} maw={300}>
              {p.description && (
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {p.description}
                </Text>
              )}
              {p.additionalInfo.length > 0 && (
                <List size="xs" spacing={0}>
                  {p.additionalInfo.map((line, i) => (
                    <List.Item key={i}>{line}</List.Item>
                  ))}
                </List>
              )}
              <Text size="xs" c="dimmed">
                {places(p)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'subscribed',
          title: t('packages:list.column.subscribed'),
          render: (p) => (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onAction('members', p)}
              aria-label={t('packages:list.membersOf', { name: p.packageName })}
            >
              {p.subscribed}
            </Anchor>
          ),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (p) => (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('packages:list.actionsFor', { name: p.packageName })}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item disabled={guard.disabled || !p.isActive || p.availableTickets === 0} onClick={() => onAction('addMember', p)}>
                  {t('packages:list.addMember')}
                </Menu.Item>
                <Menu.Item disabled={guard.disabled} onClick={() => onAction('edit', p)}>
                  {t('packages:list.edit')}
                </Menu.Item>
                <Menu.Item color={p.isActive ? 'red' : undefined} disabled={guard.disabled} onClick={() => onAction('toggle', p)}>
                  {p.isActive ? t('packages:list.deactivate') : t('packages:list.reactivate')}
                </Menu.Item>
                {guard.reason && <Menu.Label>{guard.reason}</Menu.Label>}
              </Menu.Dropdown>
            </Menu>
          ),
        },
      ]}
    />
  );
}
