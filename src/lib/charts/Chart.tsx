import { lazy, Suspense } from 'react';
import { Skeleton, Table, VisuallyHidden } from '@mantine/core';
import type { ChartProps } from './types';

const ApexChart = lazy(() => import('./ApexChart'));

/** Every chart of the console goes through this component (see README, "Charts"): apexcharts is
 *  loaded on first use, and the same figures are kept in a hidden table for screen readers and
 *  for tests that read what a chart shows. */
export function Chart(props: ChartProps) {
  const format = props.formatValue ?? ((v: number) => String(v));
  return (
    <div role="figure" aria-label={props.label} data-chart-kind={props.kind}>
      <Suspense fallback={<Skeleton height={props.height ?? 280} />}>
        <ApexChart {...props} />
      </Suspense>
      <VisuallyHidden>
        <Table>
          <caption>{props.label}</caption>
          <thead>
            <tr>
              <th />
              {props.categories.map((c, i) => (
                <th key={i}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.series.map((s, r) => (
              <tr key={r}>
                <th>{s.name}</th>
                {s.data.map((v, i) => (
                  <td key={i}>{format(v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </div>
  );
}
