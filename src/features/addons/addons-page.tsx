import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ADDON_EXPORT_FILE, type ConfigExtra } from '../../../contract/addons';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { NeedsConnection, useNeedsConnection } from '../../components/needs-connection';
import { WriteButton } from '../../components/write-button';
import { api } from '../../lib/api/client';
import { openDownload } from '../../lib/download-link';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { AddonDialog } from './addon-dialog';
import { EMPTY_ADDON, formOf, type AddonFormValues } from './addon-form';

/** Addons Configurations (spec 2 §2): the club's add-ons, add/edit, Export as Excel. */
export function AddonsPage() {
  const symbol = useCurrencySymbol();
  const [list, setList] = useState<ConfigExtra[] | null>(null);
  const [editing, setEditing] = useState<AddonFormValues | null>(null);
  const load = useCallback(async () => {
    const outcome = await api.call(endpoints.addons.list);
    if (outcome.ok) setList(outcome.data.configExtras ?? []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const offline = useNeedsConnection(list !== null, load);

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={3}>Addons Configurations</Title>
        <Group>
          <Button variant="default" onClick={() => void openDownload(endpoints.addons.listDownload, {}, ADDON_EXPORT_FILE)}>
            Export as Excel
          </Button>
          <WriteButton feature={Feature.addons} onClick={() => setEditing({ ...EMPTY_ADDON })}>
            Add Addons
          </WriteButton>
        </Group>
      </Group>
      {offline && <NeedsConnection what="Addons Configurations" />}
      {!offline && (
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {['Name', 'Qty Available', 'Price Per Item', 'Per/All Activity', 'Rental/Non Rental', 'Active/Inactive', 'Edit'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list ?? []).map((e) => (
              <Table.Tr key={e.extraId}>
                <Table.Td>{e.name}</Table.Td>
                <Table.Td>{e.quantity}</Table.Td>
                <Table.Td>{formatMoney(e.price, symbol)}</Table.Td>
                <Table.Td>{e.isPerActivity ? (e.activityName ?? 'Per Activity') : 'All Activity'}</Table.Td>
                <Table.Td>{e.isRent ? 'Rental' : 'Non Rental'}</Table.Td>
                <Table.Td>
                  <Badge color={e.isActive ? 'green' : 'gray'} variant="light">
                    {e.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <WriteButton
                    feature={Feature.addons}
                    size="compact-sm"
                    variant="light"
                    onClick={() => setEditing(formOf(e))}
                    aria-label={`Edit ${e.name}`}
                  >
                    Edit
                  </WriteButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {list?.length === 0 && <Text c="dimmed">No add-ons configured yet.</Text>}
      <AddonDialog
        initial={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </Stack>
  );
}
