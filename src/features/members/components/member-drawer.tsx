import { Badge, Button, Divider, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { MemberPackage } from '../../../../contract/members';
import { WriteButton } from '../../../components/write-button';
import { WriteReason } from '../../../components/write-reason';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate } from '../../../lib/time/club-date';
import type { MemberRow } from '../hooks/use-members-list';
import { creditsValidity, membershipValidity } from './member-format';
import { MemberBookings, MemberTransactions } from './member-history';
import { PackageList } from './package-list';
import { isFullPackage } from './package-paths';
import { useTranslation } from 'react-i18next';

export type DrawerAction = 'recharge' | 'validity' | 'pin' | 'delete' | 'edit' | 'pay';

interface Props {
  member: MemberRow | null;
  today: string;
  onClose: () => void;
  onAction: (action: DrawerAction, member: MemberRow, pkg?: { subscriptionId: number; packageName: string; balance: number }) => void;
  /** Add Package: pick a package, then its checkout. */
  onAddPackage: (member: MemberRow) => void;
  onRenew: (member: MemberRow, pkg: MemberPackage) => void;
}

const GENDER: Record<string, 'members:gender.M' | 'members:gender.F' | 'members:gender.O'> = {
  M: 'members:gender.M',
  F: 'members:gender.F',
  O: 'members:gender.O',
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Member details drawer (spec 2 §2), kept below the dialogs it opens (Modal zIndex 200): every field, credits, PIN, packages, transactions and bookings. */
export function MemberDrawer({ member, today, onClose, onAction, onAddPackage, onRenew }: Props) {
  const { t } = useTranslation('members');
  const symbol = useCurrencySymbol();
  const [panel, setPanel] = useState<'none' | 'transactions' | 'bookings'>('none');
  const m = member;
  return (
    <Drawer
      opened={m !== null}
      onClose={() => {
        setPanel('none');
        onClose();
      }}
      position="right"
      size="lg"
      zIndex={190}
      title={m?.memberName ?? ''}
    >
      {m && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('members:field.phone')}>{`${m.memberCountryCode} ${m.memberMobile}`}</Field>
            <Field label={t('members:field.email')}>{m.memberEmail ?? '—'}</Field>
            <Field label={t('members:field.gender')}>{m.memberGender && GENDER[m.memberGender] ? t(GENDER[m.memberGender]) : '—'}</Field>
            <Field label={t('members:field.address')}>{m.address ?? '—'}</Field>
            <Field label={t('members:field.since')}>{m.startDate ? displayDate(m.startDate) : '—'}</Field>
            <Field label={t('members:field.expiry')}>{membershipValidity(m.endDate, today)}</Field>
            <Field label={t('members:field.registrationFee')}>
              {m.registrationFee ? (
                <Group gap={6}>
                  {formatMoney(m.registrationFee, symbol)}
                  <Badge color="teal" size="sm">
                    {t('members:paid')}
                  </Badge>
                </Group>
              ) : (
                t('members:none')
              )}
            </Field>
            <Field label={t('members:field.pin')}>{m.isPasswordProtected ? t('members:pinSet') : t('members:pinNotSet')}</Field>
          </SimpleGrid>
          <Divider />
          {/* Touch screens never hover: why the buttons below are off is written out. */}
          <WriteReason feature={[Feature.members, Feature.memberCredits, Feature.membershipPackages]} />
          <Group justify="space-between" align="flex-end">
            <Field label={t('members:field.credits')}>{formatMoney(m.credits, symbol)}</Field>
            <WriteButton size="xs" feature={Feature.memberCredits} onClick={() => onAction('recharge', m)}>
              {t('members:recharge')}
            </WriteButton>
          </Group>
          <Group justify="space-between" align="flex-end">
            <Field label={t('members:field.creditsValidity')}>{creditsValidity(m.creditsExpiry)}</Field>
            <WriteButton size="xs" variant="light" feature={Feature.memberCredits} onClick={() => onAction('validity', m)}>
              {t('members:changeValidity')}
            </WriteButton>
          </Group>
          <Group gap="xs">
            <WriteButton size="xs" variant="light" feature={Feature.memberCredits} onClick={() => onAction('pin', m)}>
              {m.isPasswordProtected ? t('members:changePin') : t('members:setPin')}
            </WriteButton>
            <WriteButton size="xs" variant="light" feature={Feature.members} onClick={() => onAction('edit', m)}>
              {t('members:editDetails')}
            </WriteButton>
            <Button size="xs" variant="default" onClick={() => setPanel(panel === 'transactions' ? 'none' : 'transactions')}>
              {t('members:transactions')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setPanel(panel === 'bookings' ? 'none' : 'bookings')}>
              {t('members:seeBookings')}
            </Button>
            <WriteButton size="xs" color="red" variant="light" feature={Feature.members} onClick={() => onAction('delete', m)}>
              {t('members:deleteMember')}
            </WriteButton>
          </Group>
          {panel === 'transactions' && <MemberTransactions memberId={m.memberId} />}
          {panel === 'bookings' && <MemberBookings memberId={m.memberId} />}
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('members:subscribedPackagesLower')}
            </Text>
            <WriteButton size="xs" variant="light" feature={Feature.membershipPackages} onClick={() => onAddPackage(m)}>
              {t('members:addPackage')}
            </WriteButton>
          </Group>
          <PackageList
            packages={m.packages}
            today={today}
            onPay={(p) =>
              p.subscriptionId !== undefined &&
              onAction('pay', m, { subscriptionId: p.subscriptionId, packageName: p.packageName, balance: p.balance })
            }
            onRenew={(p) => isFullPackage(p) && onRenew(m, p)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
