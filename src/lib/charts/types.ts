export type ChartKind = 'bar' | 'column' | 'line' | 'donut' | 'heatmap';

export interface ChartSeries {
  name: string;
  data: number[];
}

export interface HeatmapRange {
  from: number;
  to: number;
  color: string;
  name?: string;
}

export interface ChartProps {
  kind: ChartKind;
  /** x-axis labels (bar, column, line, heatmap columns) or slice labels (donut). */
  categories: string[];
  /** donut: one series; heatmap: one series per row. */
  series: ChartSeries[];
  /** Names the chart for screen readers and tests; also the caption of its data table. */
  label: string;
  height?: number;
  colors?: string[];
  formatValue?: (value: number) => string;
  heatmapRanges?: HeatmapRange[];
  /** Category labels longer than this are cut with an ellipsis (default 16). */
  labelMaxChars?: number;
  stacked?: boolean;
  /** Counts: whole-number ticks on the value axis (column and line charts). */
  wholeNumbers?: boolean;
  /** bar / column: one colour per data point (e.g. utilisation colour rules); hides the legend. */
  pointColors?: string[];
  /** bar / column / line: fixed value axis 0…valueMax (e.g. 100 for percentages). */
  valueMax?: number;
  /** heatmap: draw the series top to bottom in the order given (apexcharts' default is bottom-up). */
  rowsTopDown?: boolean;
}
