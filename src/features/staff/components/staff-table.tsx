import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { StaffMessages as M, type StaffMember } from '../../../../contract/staff';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { removeUser } from '../api/staff-api';

export const roleLabel = (role: string) => (role.toLowerCase() === 'admin' ? 'Admin' : 'Desk Person');

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
  const manage = (userId: number) => {
    // Spec 3 §5: only admins manage permissions.
    if (!isAdmin) return notifications.show({ id: 'staff:no-permission', color: 'red', message: M.noPermission });
    onManage(userId);
  };
  const remove = (user: StaffMember) => {
    if (!isAdmin) return notifications.show({ id: 'staff:no-permission', color: 'red', message: M.noPermission });
    modals.openConfirmModal({
      title: 'Remove user',
      children: (
        <Text size="sm">
          Remove {fullName(user)} ({user.username}) from this club? They are signed out at once.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeUser(user.userId).then((outcome) => outcome.ok && onRemoved()),
    });
  };

  return (
    <Table striped highlightOnHover={false} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Option</Table.Th>
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
                    Manage Permission
                  </Button>
                  {!admin && (
                    <WriteButton size="xs" variant="light" color="red" feature={Feature.staff} onClick={() => remove(user)}>
                      Delete
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
