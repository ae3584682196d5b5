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
import { useTranslation } from 'react-i18next';

/** Addons Configurations (spec 2 §2): the club's add-ons, add/edit, Export as Excel. */
export function AddonsPage() {
  const { t } = useTranslation('addons');
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
        <Title order={3}>{t('addons:title')}</Title>
        <Group>
          <Button variant="default" onClick={() => void openDownload(endpoints.addons.listDownload, {}, ADDON_EXPORT_FILE)}>
            {t('addons:export')}
          </Button>
          <WriteButton feature={Feature.addons} onClick={() => setEditing({ ...EMPTY_ADDON })}>
            {t('addons:add')}
          </WriteButton>
        </Group>
      </Group>
      {offline && <NeedsConnection what={t('addons:title')} />}
      {!offline && (
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {[
                t('addons:column.name'),
                t('addons:column.quantity'),
                t('addons:column.price'),
                t('addons:column.scope'),
                t('addons:column.rental'),
                t('addons:column.active'),
                t('addons:column.edit'),
              ].map((h) => (
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
                <Table.Td>{e.isPerActivity ? (e.activityName ?? t('addons:perActivity')) : t('addons:allActivity')}</Table.Td>
                <Table.Td>{e.isRent ? t('addons:rental') : t('addons:nonRental')}</Table.Td>
                <Table.Td>
                  <Badge color={e.isActive ? 'green' : 'gray'} variant="light">
                    {e.isActive ? t('addons:active') : t('addons:inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <WriteButton
                    feature={Feature.addons}
                    size="compact-sm"
                    variant="light"
                    onClick={() => setEditing(formOf(e))}
                    aria-label={t('addons:editOf', { name: e.name })}
                  >
                    {t('addons:edit')}
                  </WriteButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {list?.length === 0 && <Text c="dimmed">{t('addons:none')}</Text>}
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
