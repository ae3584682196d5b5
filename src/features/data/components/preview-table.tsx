import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The file's first rows as read, under its own column names. */
export function PreviewTable({ columns, rows }: { columns: string[]; rows: string[][] }) {
  const { t } = useTranslation('data');
  return (
    <ScrollArea type="auto">
      <Table withTableBorder fz="sm" aria-label={t('data:import.preview')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={i}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, 5).map((r, i) => (
            <Table.Tr key={i}>
              {columns.map((_, j) => (
                <Table.Td key={j}>{r[j]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
