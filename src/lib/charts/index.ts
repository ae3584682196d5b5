export { Chart } from './Chart';
export { escapeChartText, cutLabel } from './escape';
export type { ChartKind, ChartProps, ChartSeries, HeatmapRange } from './types';
