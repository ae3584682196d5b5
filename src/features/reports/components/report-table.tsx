import { Table, Text } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportColumn } from '../../../../contract/reports-columns';
import type { ReportRow } from '../../../../contract/reports';
import { useCurrencySymbol } from '../../../lib/money';
import { rowWords } from '../row-words';
import { cellText } from './cell-text';
import { headerWords } from '../report-words';

const ROW_HEIGHT = 37;
/** The next page is asked for when the last row drawn is this close to the last row held. */
const NEAR_END = 60;

/**
 * A report's rows on a Mantine Table with a sticky header; only the rows in view are in the
 * DOM (react-virtual), so a year of tens of thousands of rows scrolls like ten. When `rows`
 * is only the first pages of `total`, `onNearEnd` is called as the scroll nears their end.
 */
export function ReportTable({
  columns,
  rows,
  label,
  height = 480,
  total = rows.length,
  onNearEnd,
}: {
  columns: ReportColumn[];
  rows: ReportRow[];
  label: string;
  height?: number;
  total?: number;
  onNearEnd?: () => void;
}) {
  const { t } = useTranslation('reports');
  const symbol = useCurrencySymbol();
  const defs = useMemo<ColumnDef<ReportRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        // Read at each render: the language on screen may change under the same columns.
        header: () => headerWords(c.header),
        accessorFn: (r) => r[c.key],
        cell: (info) => rowWords(c.key, cellText(c.kind, info.row.original[c.key], symbol)),
      })),
    [columns, symbol],
  );
  const table = useReactTable({ data: rows, columns: defs, getCoreRowModel: getCoreRowModel() });
  const scroller = useRef<HTMLDivElement>(null);
  const all = table.getRowModel().rows;
  const virtual = useVirtualizer({
    count: all.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  const lastDrawn = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastDrawn >= all.length - NEAR_END) onNearEnd();
  }, [onNearEnd, lastDrawn, all.length]);
  const numeric = new Set(columns.filter((c) => c.kind === 'money' || c.kind === 'int').map((c) => c.key));

  if (rows.length === 0) return <Text c="dimmed">{t('reports:view.noRows')}</Text>;
  return (
    <div
      ref={scroller}
      style={{ height: Math.min(height, (rows.length + 1) * ROW_HEIGHT + 4), overflow: 'auto' }}
      data-testid="report-scroller"
      // It scrolls by itself: a Tab stop (and a name) lets the keyboard scroll it (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label={t('reports:view.scrollable', { label })}
    >
      <Table stickyHeader striped withTableBorder aria-label={label} aria-rowcount={total + 1} style={{ minWidth: columns.length * 110 }}>
        <Table.Thead>
          {table.getHeaderGroups().map((g) => (
            <Table.Tr key={g.id}>
              {g.headers.map((h) => (
                <Table.Th key={h.id} style={{ whiteSpace: 'nowrap', textAlign: numeric.has(h.id) ? 'right' : undefined }}>
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr style={{ height: top }} aria-hidden />}
          {items.map((item) => {
            const row = all[item.index];
            return (
              <Table.Tr key={row.id} aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} style={{ whiteSpace: 'nowrap', textAlign: numeric.has(cell.column.id) ? 'right' : undefined }}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {bottom > 0 && <tr style={{ height: bottom }} aria-hidden />}
        </Table.Tbody>
      </Table>
    </div>
  );
}
