import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ImportKind, ImportRowResult, ImportTotals } from '../../../../contract/data-import';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { importFieldLabel } from '../data-words';
import { useTranslation } from 'react-i18next';

const SHOWN_ERRORS = 100;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="xs" miw={110}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

/** Totals of a dry run or commit, and the rows that did not pass with their errors. */
export function ImportResult({ kind, totals, rows }: { kind: ImportKind; totals: ImportTotals; rows: ImportRowResult[] }) {
  const { t } = useTranslation('data');
  const symbol = useCurrencySymbol();
  const failed = rows.filter((r) => !r.ok);
  const money = (v: number | undefined) => formatMoney(v ?? 0, symbol);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Figure label={t('data:result.rows')} value={totals.rows} />
        <Figure label={t('data:result.ready')} value={totals.ok} />
        <Figure label={t('data:result.withErrors')} value={totals.failed} />
        <Figure label={t('data:result.created')} value={totals.created} />
        {kind === 'members' && <Figure label={t('data:result.updated')} value={totals.updated} />}
        <Figure label={t('data:result.unchanged')} value={totals.unchanged} />
        {kind === 'members' && <Figure label={t('data:result.credits')} value={money(totals.credits)} />}
        {kind === 'subscriptions' && <Figure label={t('data:result.subscriptions')} value={totals.subscriptions ?? 0} />}
        {kind === 'bookings' && <Figure label={t('data:result.bookings')} value={totals.bookings ?? 0} />}
        {kind !== 'members' && <Figure label={t('data:result.amount')} value={money(totals.amount)} />}
        {kind !== 'members' && <Figure label={t('data:result.paid')} value={money(totals.paid)} />}
        {kind !== 'members' && <Figure label={t('data:result.balance')} value={money(totals.balance)} />}
      </Group>
      {failed.length > 0 && (
        <Table withTableBorder striped aria-label={t('data:result.errorRows')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('data:result.row')}</Table.Th>
              <Table.Th>{t('data:result.field')}</Table.Th>
              <Table.Th>{t('data:result.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failed.slice(0, SHOWN_ERRORS).flatMap((r) =>
              r.errors.map((e, i) => (
                <Table.Tr key={`${r.row}-${i}`}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>{importFieldLabel(kind, e.field)}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      )}
      {failed.length > SHOWN_ERRORS && <Text size="sm">{t('data:result.moreErrors', { more: failed.length - SHOWN_ERRORS })}</Text>}
    </Stack>
  );
}
