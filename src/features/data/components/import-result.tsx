import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IMPORT_FIELDS, type ImportKind, type ImportRowResult, type ImportTotals } from '../../../../contract/data-import';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';

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
  const symbol = useCurrencySymbol();
  const failed = rows.filter((r) => !r.ok);
  const label = (field: string) => IMPORT_FIELDS[kind].labels[field] ?? field;
  const money = (v: number | undefined) => formatMoney(v ?? 0, symbol);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Figure label="Rows" value={totals.rows} />
        <Figure label="Ready" value={totals.ok} />
        <Figure label="With errors" value={totals.failed} />
        <Figure label="New" value={totals.created} />
        {kind === 'members' && <Figure label="Updated" value={totals.updated} />}
        <Figure label="Unchanged" value={totals.unchanged} />
        {kind === 'members' && <Figure label="Credits" value={money(totals.credits)} />}
        {kind === 'subscriptions' && <Figure label="Subscriptions" value={totals.subscriptions ?? 0} />}
        {kind === 'bookings' && <Figure label="Bookings" value={totals.bookings ?? 0} />}
        {kind !== 'members' && <Figure label="Amount" value={money(totals.amount)} />}
        {kind !== 'members' && <Figure label="Paid" value={money(totals.paid)} />}
        {kind !== 'members' && <Figure label="Balance" value={money(totals.balance)} />}
      </Group>
      {failed.length > 0 && (
        <Table withTableBorder striped aria-label="Rows with errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failed.slice(0, SHOWN_ERRORS).flatMap((r) =>
              r.errors.map((e, i) => (
                <Table.Tr key={`${r.row}-${i}`}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>{label(e.field)}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      )}
      {failed.length > SHOWN_ERRORS && <Text size="sm">and {failed.length - SHOWN_ERRORS} more rows with errors</Text>}
    </Stack>
  );
}
