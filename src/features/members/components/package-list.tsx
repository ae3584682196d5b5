import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Feature } from '../../../../contract/features';
import type { MemberPackage } from '../../../../contract/members';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate } from '../../../lib/time/club-date';
import { packageBadge } from './member-format';
import { useTranslation } from 'react-i18next';

type Pkg = Pick<MemberPackage, 'packageName' | 'renewalDate' | 'balance'> & Partial<MemberPackage>;

interface Props {
  packages: Pkg[];
  today: string;
  onPay?: (pkg: Pkg) => void;
  onRenew?: (pkg: Pkg) => void;
}

/** A member's packages with their badge and action (spec 2 §4): Balance + Pay Now, Expired / Renew on + Renew. */
export function PackageList({ packages, today, onPay, onRenew }: Props) {
  const { t } = useTranslation('members');
  const symbol = useCurrencySymbol();
  if (!packages.length)
    return (
      <Text size="sm" c="dimmed">
        {t('members:noPackages')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {packages.map((p) => {
        const badge = packageBadge(p, today);
        return (
          <Paper key={`${p.subscriptionId ?? p.packageName}-${p.renewalDate}`} withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={500} size="sm">
                  {p.packageName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('members:renewalDate', { date: displayDate(p.renewalDate) })}
                </Text>
                {badge.kind === 'balance' && <Text size="xs">{t('members:balanceOf', { amount: formatMoney(p.balance, symbol) })}</Text>}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {badge.kind === 'balance' && <Badge color="orange">{t('members:balance')}</Badge>}
                {badge.kind === 'expired' && <Badge color="red">{t('members:expired')}</Badge>}
                {badge.kind === 'renew' && <Badge variant="light">{badge.label}</Badge>}
                {badge.kind === 'balance' && onPay && p.subscriptionId !== undefined && (
                  <WriteButton size="xs" feature={Feature.membershipPackages} onClick={() => onPay(p)}>
                    {t('members:payNow')}
                  </WriteButton>
                )}
                {badge.kind !== 'balance' && onRenew && p.subscriptionId !== undefined && (
                  <WriteButton size="xs" variant="light" feature={Feature.membershipPackages} onClick={() => onRenew(p)}>
                    {t('members:renew')}
                  </WriteButton>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
