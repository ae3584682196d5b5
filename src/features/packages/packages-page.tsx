import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { PackagesList } from './components/packages-list';
import { PackagesDashboard } from './dashboard/packages-dashboard';

/**
 * Membership Packages (spec 2 §2): the Packages Dashboard, and the packages list at
 * `?view=list` (See Packages) so reload and back keep the view.
 */
export function PackagesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'dashboard';
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{view === 'list' ? 'Membership Packages' : 'Packages Dashboard'}</Title>
        <Group gap="xs">
          <SegmentedControl
            value={view}
            onChange={(v) => setParams(v === 'list' ? { view: 'list' } : {})}
            data={[
              { value: 'dashboard', label: 'Dashboard' },
              { value: 'list', label: 'See Packages' },
            ]}
          />
          {view === 'dashboard' && (
            <Button variant="default" onClick={() => navigate('/packages/members')}>
              See Members
            </Button>
          )}
          <WriteButton feature={Feature.membershipPackages} onClick={() => navigate('/packages/new')}>
            Create Package
          </WriteButton>
        </Group>
      </Group>
      {view === 'list' ? <PackagesList /> : <PackagesDashboard />}
    </Stack>
  );
}
