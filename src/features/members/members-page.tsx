import { Button, Group, Modal, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Feature } from '../../../contract/features';
import { MemberMessages } from '../../../contract/members';
import { contractError } from '../../lib/i18n/contract-words';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { DataAge } from '../../components/data-age';
import { MemberFormDialog } from '../../domain/member-form/member-form-dialog';
import { WriteButton } from '../../components/write-button';
import { useScreenData } from '../../lib/online/screen-data';
import { callingCodeOf, countryForCallingCode } from '../../lib/phone';
import { normalizeMobile } from '../../../contract/mobile';
import { useSession } from '../../lib/session/session-store';
import { todayIn } from '../../lib/time/club-date';
import { MEMBERS_SET } from '../../offline/members-mirror';
import { deleteMember, type PhoneRef } from './api/members-api';
import { MemberDrawer } from './components/member-drawer';
import { MembersTable } from './components/members-table';
import { PackageList } from './components/package-list';
import { SelectPackageDialog } from './select-package/select-package-dialog';
import { checkoutPath, isFullPackage, renewPath } from './components/package-paths';
import { PayNowDialog } from '../../domain/package-pay-now/package-pay-now-dialog';
import { PinDialog } from './dialogs/pin-dialog';
import { RechargeDialog } from './dialogs/recharge-dialog';
import { ValidityDialog } from './dialogs/validity-dialog';
import { phoneOf, useMemberActions } from './hooks/use-member-actions';
import { useMembersList } from './hooks/use-members-list';
import { useTranslation } from 'react-i18next';

/** Members (spec 2 §2): search by contact number, the members table, its dialogs and drawer. */
export function MembersPage() {
  const { t } = useTranslation('members');
  const session = useSession();
  const today = todayIn(session?.timeZone);
  const [params, setParams] = useSearchParams();
  const [country, setCountry] = useState(() => countryForCallingCode(session?.countryCode || '+91') ?? 'IN');
  const [text, setText] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [phone, setPhone] = useState<PhoneRef | null>(null);
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<Parameters<typeof phoneOf>[0] | null>(null);
  const list = useMembersList(page, phone);
  const { dialog, setDialog, close, drawer, setDrawer, afterWrite } = useMemberActions(list.reload);
  useScreenData(MEMBERS_SET);

  // Arriving with ?add=1&mobile=…&name=… (e.g. from checkout) opens Add New Member prefilled.
  const autoAdd = params.get('add') === '1';
  useEffect(() => {
    if (autoAdd) setDialog({ kind: 'add' });
  }, [autoAdd, setDialog]);

  const search = () => {
    const mobile = text.trim();
    if (!mobile) {
      setSearchError(null);
      setPhone(null);
      setPage(1);
      return;
    }
    const callingCode = callingCodeOf(country);
    const found = normalizeMobile(mobile, callingCode);
    if (!found) {
      setSearchError(MemberMessages.invalidMobile);
      return;
    }
    setSearchError(null);
    // The number as stored, so the offline mirror finds "(987) 654-3210" as the server does.
    setPhone({ callingCode: found.countryCode, mobile: found.mobile });
    setPage(1);
  };

  const confirmDelete = async () => {
    if (dialog.kind !== 'delete') return;
    const outcome = await deleteMember(dialog.member.memberId);
    if (outcome.ok) void afterWrite(null, false);
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('members:title')}</Title>
        <WriteButton feature={Feature.members} onClick={() => setDialog({ kind: 'add' })}>
          {t('members:add')}
        </WriteButton>
      </Group>
      <Group align="flex-start" gap="sm">
        <div style={{ width: 220 }}>
          <CountryPicker value={country} onChange={setCountry} label={t('members:countryCode')} />
        </div>
        <TextInput
          label={t('members:contactNumber')}
          inputMode="tel"
          placeholder={t('members:searchPlaceholder')}
          value={text}
          w={240}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setSearchError(null);
          }}
          onKeyDown={(e) => e.key === 'Enter' && search()}
          error={contractError(searchError)}
        />
        <Button mt={25} onClick={search}>
          {t('members:search')}
        </Button>
      </Group>
      {list.fromMirror && <DataAge set={MEMBERS_SET} data-testid="members-age" />}
      <MembersTable
        rows={list.rows}
        loading={list.loading}
        today={today}
        emptyText={list.empty ?? t('members:noMembers')}
        onAction={(action, m) =>
          action === 'open' ? setDrawer(m) : action === 'addPackage' ? setChoosing(m) : setDialog({ kind: action, member: m })
        }
      />
      {list.totalPages > 1 && <Pagination total={list.totalPages} value={page} onChange={setPage} siblings={2} />}

      <MemberFormDialog
        opened={dialog.kind === 'add' || dialog.kind === 'edit'}
        mode={dialog.kind === 'edit' ? 'edit' : 'add'}
        feature={Feature.members}
        initial={
          dialog.kind === 'edit'
            ? editValues(dialog.member)
            : autoAdd
              ? { mobile: params.get('mobile') ?? '', name: params.get('name') ?? '' }
              : undefined
        }
        onClose={() => {
          close();
          if (autoAdd) setParams({}, { replace: true });
        }}
        onSaved={(p) => {
          if (autoAdd) setParams({}, { replace: true });
          void afterWrite(dialog.kind === 'edit' ? p : null, dialog.kind === 'edit');
        }}
      />
      <RechargeDialog
        phone={dialog.kind === 'recharge' ? phoneOf(dialog.member) : null}
        onClose={close}
        onDone={() => void afterWrite(dialog.kind === 'recharge' ? phoneOf(dialog.member) : null)}
      />
      <ValidityDialog
        target={dialog.kind === 'validity' ? { phone: phoneOf(dialog.member), expiry: dialog.member.creditsExpiry } : null}
        today={today}
        onClose={close}
        onDone={() => void afterWrite(dialog.kind === 'validity' ? phoneOf(dialog.member) : null)}
      />
      <PinDialog
        target={dialog.kind === 'pin' ? { phone: phoneOf(dialog.member), hasPin: dialog.member.isPasswordProtected } : null}
        onClose={close}
        onDone={() => void afterWrite(dialog.kind === 'pin' ? phoneOf(dialog.member) : null)}
      />
      <PayNowDialog
        target={dialog.kind === 'pay' ? dialog.pkg : null}
        onClose={close}
        onDone={() => void afterWrite(dialog.kind === 'pay' ? phoneOf(dialog.member) : null)}
      />
      <Modal opened={dialog.kind === 'packages'} onClose={close} title={t('members:subscribedPackages')}>
        {dialog.kind === 'packages' && (
          <PackageList
            packages={dialog.member.packages}
            today={today}
            onRenew={(p) => isFullPackage(p) && navigate(renewPath(dialog.member, p))}
            onPay={(p) =>
              p.subscriptionId !== undefined &&
              setDialog({
                kind: 'pay',
                member: dialog.member,
                pkg: { subscriptionId: p.subscriptionId, packageName: p.packageName, balance: p.balance },
              })
            }
          />
        )}
      </Modal>
      <Modal opened={dialog.kind === 'delete'} onClose={close} title={t('members:warning')}>
        <Stack>
          <Text>{t('members:deleteConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('members:cancel')}
            </Button>
            <WriteButton color="red" feature={Feature.members} onClick={() => void confirmDelete()}>
              {t('members:delete')}
            </WriteButton>
          </Group>
        </Stack>
      </Modal>
      <SelectPackageDialog
        opened={choosing !== null}
        onClose={() => setChoosing(null)}
        onSelect={(p) => choosing && navigate(checkoutPath(choosing, p.packageId))}
      />
      <MemberDrawer
        member={drawer}
        today={today}
        onClose={() => setDrawer(null)}
        onAddPackage={setChoosing}
        onRenew={(m, p) => navigate(renewPath(m, p))}
        onAction={(action, m, pkg) =>
          action === 'pay' && pkg ? setDialog({ kind: 'pay', member: m, pkg }) : action !== 'pay' && setDialog({ kind: action, member: m })
        }
      />
    </Stack>
  );
}

function editValues(m: Parameters<typeof phoneOf>[0]) {
  const lifetime = m.endDate === '9999-12-31';
  return {
    callingCode: m.memberCountryCode,
    mobile: m.memberMobile,
    name: m.memberName,
    email: m.memberEmail ?? '',
    address: m.address ?? '',
    gender: (m.memberGender ?? '') as '' | 'M' | 'F' | 'O',
    fromDate: m.startDate ?? '',
    toDate: lifetime ? '' : m.endDate,
    lifetime,
  };
}
