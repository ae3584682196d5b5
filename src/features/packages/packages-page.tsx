import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { PackagesList } from './components/packages-list';
import { PackagesDashboard } from './dashboard/packages-dashboard';
import { useTranslation } from 'react-i18next';

/**
 * Membership Packages (spec 2 §2): the Packages Dashboard, and the packages list at
 * `?view=list` (See Packages) so reload and back keep the view.
 */
export function PackagesPage() {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'dashboard';
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{view === 'list' ? t('packages:page.listTitle') : t('packages:page.dashboardTitle')}</Title>
        <Group gap="xs">
          <SegmentedControl
            value={view}
            onChange={(v) => setParams(v === 'list' ? { view: 'list' } : {})}
            data={[
              { value: 'dashboard', label: t('packages:page.dashboard') },
              { value: 'list', label: t('packages:page.seePackages') },
            ]}
          />
          {view === 'dashboard' && (
            <Button variant="default" onClick={() => navigate('/packages/members')}>
              {t('packages:page.seeMembers')}
            </Button>
          )}
          <WriteButton feature={Feature.membershipPackages} onClick={() => navigate('/packages/new')}>
            {t('packages:page.create')}
          </WriteButton>
        </Group>
      </Group>
      {view === 'list' ? <PackagesList /> : <PackagesDashboard />}
    </Stack>
  );
}
