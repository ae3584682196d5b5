import { lazy, Suspense, useId, useState } from 'react';
import { Button, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChartProps } from './types';

const ApexChart = lazy(() => import('./ApexChart'));

/** Every chart of the console goes through this component (see README, "Charts"): apexcharts is
 *  loaded on first use. Its figures are kept in a table: hidden for screen readers until a tap
 *  or a key on "Show values" opens it, so every value (and every full label a narrow axis cuts)
 *  can be read without hover on a tablet (issue 27 item 15, ADR 0065). */
export function Chart(props: ChartProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const table = <ValuesTable {...props} id={tableId} />;
  return (
    <div role="figure" aria-label={props.label} data-chart-kind={props.kind}>
      <Suspense fallback={<Skeleton height={props.height ?? 280} />}>
        <ApexChart {...props} />
      </Suspense>
      {/* Its words load beside the chart: the screen around it does not wait for them. */}
      <Suspense fallback={null}>
        <ValuesToggle open={open} tableId={tableId} onToggle={() => setOpen((o) => !o)} />
      </Suspense>
      {open ? <Table.ScrollContainer minWidth={0}>{table}</Table.ScrollContainer> : <VisuallyHidden>{table}</VisuallyHidden>}
    </div>
  );
}

/** "Show values" / "Hide values": opens the chart's figures as a table. */
function ValuesToggle({ open, tableId, onToggle }: { open: boolean; tableId: string; onToggle: () => void }) {
  const { t } = useTranslation('charts');
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconTable size={14} />}
      aria-expanded={open}
      aria-controls={tableId}
      onClick={onToggle}
    >
      {open ? t('charts:hideValues') : t('charts:showValues')}
    </Button>
  );
}

/** The chart's figures with full names: one row per series, one column per category. */
function ValuesTable(props: ChartProps & { id: string }) {
  const format = props.formatValue ?? ((v: number) => String(v));
  return (
    <Table id={props.id} striped withTableBorder withColumnBorders fz="sm" captionSide="top">
      <Table.Caption>{props.label}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          {props.categories.map((c, i) => (
            <Table.Th key={i}>{c}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.series.map((s, r) => (
          <Table.Tr key={r}>
            <Table.Th>{s.name}</Table.Th>
            {s.data.map((v, i) => (
              <Table.Td key={i} style={{ whiteSpace: 'nowrap' }}>
                {format(v)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
