import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { StaffMessages as M, type StaffMember } from '../../../../contract/staff';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import { removeUser } from '../api/staff-api';
import { staffWords } from '../staff-words';

export const roleLabel = (role: string) => (role.toLowerCase() === 'admin' ? i18n.t('staff:role.admin') : i18n.t('staff:role.desk'));

interface StaffTableProps {
  users: StaffMember[];
  isAdmin: boolean;
  onManage: (userId: number) => void;
  onRemoved: () => void;
}

function fullName(u: StaffMember): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

/** Name, Role, Option (spec 3 §2): Manage Permission for everyone, Delete not on admin rows. */
export function StaffTable({ users, isAdmin, onManage, onRemoved }: StaffTableProps) {
  const { t } = useTranslation('staff');
  const manage = (userId: number) => {
    // Spec 3 §5: only admins manage permissions.
    if (!isAdmin) return notifications.show({ id: 'staff-no-permission', color: 'red', message: staffWords(M.noPermission) });
    onManage(userId);
  };
  const remove = (user: StaffMember) => {
    if (!isAdmin) return notifications.show({ id: 'staff-no-permission', color: 'red', message: staffWords(M.noPermission) });
    modals.openConfirmModal({
      title: t('staff:remove.title'),
      children: <Text size="sm">{t('staff:remove.question', { name: fullName(user), username: user.username })}</Text>,
      labels: { confirm: t('staff:remove.confirm'), cancel: t('staff:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeUser(user.userId).then((outcome) => outcome.ok && onRemoved()),
    });
  };

  return (
    <Table striped highlightOnHover={false} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('staff:table.name')}</Table.Th>
          <Table.Th>{t('staff:table.role')}</Table.Th>
          <Table.Th>{t('staff:table.option')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => {
          const admin = user.role.toLowerCase() === 'admin';
          return (
            <Table.Tr key={user.userId} data-username={user.username}>
              <Table.Td>
                <Text fw={500}>{fullName(user)}</Text>
                <Text size="xs" c="dimmed">
                  {user.username}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={admin ? 'grape' : 'blue'}>
                  {roleLabel(user.role)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => manage(user.userId)}>
                    {t('staff:table.manage')}
                  </Button>
                  {!admin && (
                    <WriteButton size="xs" variant="light" color="red" feature={Feature.staff} onClick={() => remove(user)}>
                      {t('staff:table.delete')}
                    </WriteButton>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
