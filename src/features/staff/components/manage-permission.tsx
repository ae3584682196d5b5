import { Alert, Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import { Feature } from '../../../../contract/features';
import { StaffMessages as M, type UserPermission } from '../../../../contract/staff';
import { WriteButton } from '../../../components/write-button';
import { featureName } from '../../../lib/i18n/contract-names';
import { useSession } from '../../../lib/session/session-store';
import { fetchPermissions, savePermissions } from '../api/staff-api';
import { levelProblem, permissionPayload, type Level } from '../rules/staff-rules';
import { roleLabel } from './staff-table';
import { staffWords } from '../staff-words';

const levelChoices = (): { value: Level; label: string }[] => [
  { value: 'read', label: i18n.t('staff:permission.view') },
  { value: 'write', label: i18n.t('staff:permission.viewEdit') },
  { value: 'none', label: i18n.t('staff:permission.none') },
];

const levelOf = (p: UserPermission): Level => (p.write ? 'write' : p.read ? 'read' : 'none');

interface Loaded {
  username: string;
  role: string;
  permissions: UserPermission[];
}

/** Manage Permission (spec 3 §2, §4, §5): per feature View, View/Edit or None, then Save. */
export function ManagePermission({ userId, onBack }: { userId: number; onBack: () => void }) {
  const { t } = useTranslation('staff');
  const clubId = useSession()?.clubId ?? 0;
  const [loaded, setLoaded] = useState<Loaded | null | 'failed'>(null);
  const [levels, setLevels] = useState(new Map<number, Level>());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchPermissions(userId, clubId).then((outcome) => {
      if (!live) return;
      if (!outcome.ok || outcome.data.requestStatus !== 1) return setLoaded('failed');
      const { username, role, permissions } = outcome.data;
      setLoaded({ username, role, permissions });
      setLevels(new Map(permissions.map((p) => [p.featureId, levelOf(p)])));
    });
    return () => {
      live = false;
    };
  }, [userId, clubId]);

  if (loaded === null) return <Loader m="xl" />;
  if (loaded === 'failed') {
    return (
      <Stack p="md" align="flex-start">
        <Alert color="red">{staffWords(M.noPermission)}</Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('staff:permission.back')}
        </Button>
      </Stack>
    );
  }
  const isAdminRow = loaded.role.toLowerCase() === 'admin';

  const choose = (p: UserPermission, level: Level) => {
    const problem = levelProblem(level, p);
    if (problem) return notifications.show({ id: `perm:${p.featureId}`, color: 'yellow', message: problem });
    setLevels((current) => new Map(current).set(p.featureId, level));
  };
  const save = async () => {
    setSaving(true);
    const outcome = await savePermissions(userId, permissionPayload(levels));
    setSaving(false);
    if (outcome.ok) onBack();
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {t('staff:permission.back')}
          </Button>
          <Title order={3}>{t('staff:permission.title')}</Title>
        </Group>
        <WriteButton feature={Feature.staff} loading={saving} disabled={isAdminRow} onClick={() => void save()}>
          {t('staff:permission.save')}
        </WriteButton>
      </Group>
      <Paper withBorder p="sm">
        <Group gap="lg">
          <Text>
            {t('staff:permission.username')} <b data-testid="perm-username">{loaded.username}</b>
          </Text>
          <Text>
            {t('staff:permission.role')} <Badge variant="light">{roleLabel(loaded.role)}</Badge>
          </Text>
        </Group>
        {isAdminRow && (
          <Text size="sm" c="dimmed" mt="xs">
            {staffWords(M.adminNotEditable)}
          </Text>
        )}
      </Paper>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff:permission.feature')}</Table.Th>
            <Table.Th>{t('staff:permission.permission')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loaded.permissions.map((p) => (
            <Table.Tr key={p.featureId} data-feature={p.featureId}>
              <Table.Td>{featureName(p.featureId) ?? p.featureName}</Table.Td>
              <Table.Td>
                {/* A feature with neither access offers no choice (spec 3 §4). */}
                {p.readAccess || p.writeAccess ? (
                  <SegmentedControl
                    size="xs"
                    aria-label={t('staff:permission.for', { feature: p.featureName })}
                    disabled={isAdminRow}
                    value={levels.get(p.featureId) ?? 'none'}
                    onChange={(value) => choose(p, value as Level)}
                    data={levelChoices()}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('staff:permission.notAvailable')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
