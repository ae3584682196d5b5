import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/donut';
import 'apexcharts/heatmap';
import 'apexcharts/features/legend';
import { apexTypeOf, toApex } from './options';
import type { ChartProps } from './types';

/** The only file that touches apexcharts: it is loaded lazily, in its own chunk. */
export default function ApexChart(props: ChartProps) {
  const { series, options } = toApex(props);
  return <ReactApexChart type={apexTypeOf(props.kind)} series={series} options={options} height={props.height ?? 280} width="100%" />;
}
