import { Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Feature } from '../../../contract/features';
import type { StaffMember } from '../../../contract/staff';
import { NeedsConnection, useNeedsConnection } from '../../components/needs-connection';
import { WriteButton } from '../../components/write-button';
import { useSession } from '../../lib/session/session-store';
import { fetchStaff } from './api/staff-api';
import { AddDeskPersonDialog } from './components/add-desk-person-dialog';
import { ManagePermission } from './components/manage-permission';
import { StaffTable } from './components/staff-table';

const AuditLog = lazy(() => import('./audit/audit-log').then((m) => ({ default: m.AuditLog })));

/**
 * Staff Management (spec 3 §2): Team Members count and the table; Manage Permission opens as
 * /staff?user=<id>; admins also get the audit log (/staff?tab=audit).
 */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const session = useSession();
  const isAdmin = session?.role.toLowerCase() === 'admin';
  const [params, setParams] = useSearchParams();
  const [users, setUsers] = useState<StaffMember[] | null>(null);
  const [adding, add] = useDisclosure(false);

  const [failed, setFailed] = useState(false);

  // A failed read keeps what was shown: an empty team ("Team Members: 0") would read as true.
  const load = useCallback(() => {
    void fetchStaff().then((outcome) => {
      setFailed(!outcome.ok);
      if (outcome.ok) setUsers(outcome.data.users);
    });
  }, []);
  useEffect(load, [load]);
  const offline = useNeedsConnection(users !== null, load);

  const managed = Number(params.get('user'));
  if (Number.isInteger(managed) && managed > 0) return <ManagePermission userId={managed} onBack={() => setParams({})} />;
  const tab = isAdmin && params.get('tab') === 'audit' ? 'audit' : 'team';

  return (
    <Stack p="md" gap="md">
      <Title order={2}>{t('staff:page.title')}</Title>
      <Tabs value={tab} onChange={(value) => setParams(value === 'audit' ? { tab: 'audit' } : {})}>
        <Tabs.List>
          <Tabs.Tab value="team">{t('staff:page.team')}</Tabs.Tab>
          {isAdmin && <Tabs.Tab value="audit">{t('staff:page.auditLog')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="team" pt="md">
          <Paper withBorder p="md">
            <Group justify="space-between" mb="sm">
              <Text fw={600}>
                {t('staff:page.teamMembers')} <span data-testid="team-count">{users?.length ?? '…'}</span>
              </Text>
              <WriteButton feature={Feature.staff} onClick={add.open}>
                {t('staff:page.addUser')}
              </WriteButton>
            </Group>
            {offline ? (
              <NeedsConnection what={t('staff:page.teamList')} />
            ) : users === null ? (
              failed ? (
                <Text c="dimmed">{t('staff:page.teamFailed')}</Text>
              ) : (
                <Loader size="sm" />
              )
            ) : (
              <StaffTable users={users} isAdmin={isAdmin} onManage={(id) => setParams({ user: String(id) })} onRemoved={load} />
            )}
          </Paper>
        </Tabs.Panel>
        {isAdmin && (
          <Tabs.Panel value="audit" pt="md">
            <Suspense fallback={<Loader size="sm" />}>{tab === 'audit' && <AuditLog />}</Suspense>
          </Tabs.Panel>
        )}
      </Tabs>
      <AddDeskPersonDialog opened={adding} onClose={add.close} onAdded={load} />
    </Stack>
  );
}
