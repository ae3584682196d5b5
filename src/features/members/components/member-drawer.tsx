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

const GENDER: Record<string, string> = { M: 'Male', F: 'Female', O: 'Other' };

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
            <Field label="Phone number">{`${m.memberCountryCode} ${m.memberMobile}`}</Field>
            <Field label="Email">{m.memberEmail ?? '—'}</Field>
            <Field label="Gender">{m.memberGender ? GENDER[m.memberGender] : '—'}</Field>
            <Field label="Address">{m.address ?? '—'}</Field>
            <Field label="Member since">{m.startDate ? displayDate(m.startDate) : '—'}</Field>
            <Field label="Member expiry">{membershipValidity(m.endDate, today)}</Field>
            <Field label="Registration fee">
              {m.registrationFee ? (
                <Group gap={6}>
                  {formatMoney(m.registrationFee, symbol)}
                  <Badge color="teal" size="sm">
                    Paid
                  </Badge>
                </Group>
              ) : (
                'None'
              )}
            </Field>
            <Field label="PIN">{m.isPasswordProtected ? 'Set' : 'Not set'}</Field>
          </SimpleGrid>
          <Divider />
          {/* Touch screens never hover: why the buttons below are off is written out. */}
          <WriteReason feature={[Feature.members, Feature.memberCredits, Feature.membershipPackages]} />
          <Group justify="space-between" align="flex-end">
            <Field label="Credits">{formatMoney(m.credits, symbol)}</Field>
            <WriteButton size="xs" feature={Feature.memberCredits} onClick={() => onAction('recharge', m)}>
              Recharge
            </WriteButton>
          </Group>
          <Group justify="space-between" align="flex-end">
            <Field label="Credits validity">{creditsValidity(m.creditsExpiry)}</Field>
            <WriteButton size="xs" variant="light" feature={Feature.memberCredits} onClick={() => onAction('validity', m)}>
              Change validity
            </WriteButton>
          </Group>
          <Group gap="xs">
            <WriteButton size="xs" variant="light" feature={Feature.memberCredits} onClick={() => onAction('pin', m)}>
              {m.isPasswordProtected ? 'Change PIN' : 'Set PIN'}
            </WriteButton>
            <WriteButton size="xs" variant="light" feature={Feature.members} onClick={() => onAction('edit', m)}>
              Edit Details
            </WriteButton>
            <Button size="xs" variant="default" onClick={() => setPanel(panel === 'transactions' ? 'none' : 'transactions')}>
              Transactions
            </Button>
            <Button size="xs" variant="default" onClick={() => setPanel(panel === 'bookings' ? 'none' : 'bookings')}>
              See Bookings
            </Button>
            <WriteButton size="xs" color="red" variant="light" feature={Feature.members} onClick={() => onAction('delete', m)}>
              Delete Member
            </WriteButton>
          </Group>
          {panel === 'transactions' && <MemberTransactions memberId={m.memberId} />}
          {panel === 'bookings' && <MemberBookings memberId={m.memberId} />}
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Subscribed packages
            </Text>
            <WriteButton size="xs" variant="light" feature={Feature.membershipPackages} onClick={() => onAddPackage(m)}>
              Add Package
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
