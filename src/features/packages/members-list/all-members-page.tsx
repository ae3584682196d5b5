import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SubscriptionRow } from '../../../../contract/packages';
import { PayNowDialog } from '../../../domain/package-pay-now/package-pay-now-dialog';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';
import { resyncMembers } from '../../../offline/members-mirror';
import { cancelSubscription, listSubscriptions } from '../api/packages-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { NeedsConnection, useNeedsConnection } from '../../../components/needs-connection';
import { filterRows, MEMBERS_LIST_PAGE_SIZE, renewPath } from './members-list-rules';
import { PackageDetailsModal } from './package-details-modal';
import { SubscriptionsTable } from './subscriptions-table';
import { useTranslation } from 'react-i18next';

/** All Members List (spec 2 §2): live memberships, and renewed ones still owing, of one package (`?packageId=`) or of all, paged in the page. */
export function AllMembersPage() {
  const { t } = useTranslation('packages');
  const today = todayIn(useSession()?.timeZone);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const packageId = Number(params.get('packageId')) || null;
  const [rows, setRows] = useState<SubscriptionRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SubscriptionRow | null>(null);
  const [paying, setPaying] = useState<SubscriptionRow | null>(null);
  const [cancelling, setCancelling] = useState<SubscriptionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const offline = useNeedsConnection(loaded, () => setTick((n) => n + 1));

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    void listSubscriptions(packageId, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (!outcome.ok) return;
      setLoaded(true);
      setRows(outcome.data.subscriptions ?? []);
    });
    return () => controller.abort();
  }, [packageId, tick]);

  const shown = useMemo(() => filterRows(rows, text), [rows, text]);
  const pageRows = shown.slice((page - 1) * MEMBERS_LIST_PAGE_SIZE, page * MEMBERS_LIST_PAGE_SIZE);
  const reload = useCallback(() => {
    setTick((n) => n + 1);
    void resyncMembers();
  }, []);
  const here = `/packages/members${packageId ? `?packageId=${packageId}` : ''}`;

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    const outcome = await cancelSubscription(cancelling.subscriptionId);
    setBusy(false);
    setCancelling(null);
    if (outcome.ok) reload();
  };

  return (
    <Stack gap="md" p="md" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>
          {packageId && rows[0] ? t('packages:members.membersOf', { name: rows[0].packageName }) : t('packages:members.title')}
        </Title>
        {/* Back leaves the list: its search and loaded rows go with it. */}
        <Button variant="default" onClick={() => navigate('/packages?view=list')}>
          {t('packages:members.back')}
        </Button>
      </Group>
      <TextInput
        label={t('packages:members.search')}
        placeholder={t('packages:members.searchPlaceholder')}
        w={320}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(1);
        }}
      />
      {offline && <NeedsConnection what={t('packages:members.what')} />}
      {!offline && (
        <SubscriptionsTable
          rows={pageRows}
          total={shown.length}
          page={page}
          pageSize={MEMBERS_LIST_PAGE_SIZE}
          loading={loading}
          today={today}
          onPage={setPage}
          onOpen={setOpen}
          onRenew={(r) => navigate(renewPath(r, here))}
          onPay={setPaying}
          onCancel={setCancelling}
        />
      )}
      <PackageDetailsModal
        row={open}
        onClose={() => setOpen(null)}
        onPay={(r) => {
          setOpen(null);
          setPaying(r);
        }}
      />
      <PayNowDialog
        target={paying}
        onClose={() => setPaying(null)}
        onDone={() => {
          setPaying(null);
          reload();
        }}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('packages:members.cancelTitle')}
        busy={busy}
        confirmLabel={t('packages:members.cancelTitle')}
        text={cancelling ? t('packages:members.cancelText', { package: cancelling.packageName, member: cancelling.memberName }) : ''}
        onCancel={() => setCancelling(null)}
        onConfirm={() => void cancel()}
      />
    </Stack>
  );
}
