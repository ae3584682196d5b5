import { Button, Group, Pagination, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MembershipPackage } from '../../../../contract/packages';
import { NeedsConnection, useNeedsConnection } from '../../../components/needs-connection';
import { listPackages, setPackageActive } from '../api/packages-api';
import { PackagesTable, type PackageAction } from './packages-table';
import { useTranslation } from 'react-i18next';

/** Resends the whole package with isActive flipped (spec 2 §4 "Membership package status"). */
function toggled(p: MembershipPackage) {
  return {
    packageName: p.packageName,
    price: p.packagePrice,
    remarks: p.description,
    credits: p.packageCredits,
    memberLimit: p.memberLimit,
    additionalInfo: p.additionalInfo,
    type: p.type,
    startDate: p.startDate,
    period: p.period,
    isActive: !p.isActive,
  };
}

/** The Membership Packages list with paging; See Members opens the All Members List. */
export function PackagesList() {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ rows: MembershipPackage[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const offline = useNeedsConnection(loaded, () => setTick((n) => n + 1));

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    void listPackages(page, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (!outcome.ok) return;
      setLoaded(true);
      setState({ rows: outcome.data.packages ?? [], total: outcome.data.paginationData?.total ?? 0 });
    });
    return () => controller.abort();
  }, [page, tick]);

  const onAction = useCallback(
    async (action: PackageAction, p: MembershipPackage) => {
      if (action === 'addMember') navigate(`/packages/checkout?packageId=${p.packageId}`);
      else if (action === 'edit') navigate(`/packages/edit?packageId=${p.packageId}`);
      else if (action === 'members') navigate(`/packages/members?packageId=${p.packageId}`);
      else if ((await setPackageActive(p.packageId, toggled(p))).ok) setTick((n) => n + 1);
    },
    [navigate],
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/packages/members')}>
          {t('packages:page.seeMembers')}
        </Button>
      </Group>
      {offline ? (
        <NeedsConnection what={t('packages:list.what')} />
      ) : (
        <PackagesTable rows={state.rows} loading={loading} onAction={(a, p) => void onAction(a, p)} />
      )}
      {state.total > 1 && <Pagination total={state.total} value={page} onChange={setPage} siblings={2} />}
    </Stack>
  );
}
