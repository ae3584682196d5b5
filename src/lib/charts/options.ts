import type { ApexOptions } from 'apexcharts';

type ApexYAxis = NonNullable<Exclude<ApexOptions['yaxis'], unknown[]>>;
import { cutLabel, escapeChartText } from './escape';
import type { ChartProps } from './types';

type ApexType = 'bar' | 'line' | 'donut' | 'heatmap';

export function apexTypeOf(kind: ChartProps['kind']): ApexType {
  return kind === 'column' ? 'bar' : kind;
}

/** Builds the apexcharts series and options from our neutral props; every text is escaped here. */
export function toApex(props: ChartProps): { series: ApexOptions['series']; options: ApexOptions } {
  const max = props.labelMaxChars ?? 16;
  const categories = props.categories.map((c) => escapeChartText(cutLabel(c, max)));
  const format = props.formatValue ?? ((v: number) => String(v));
  const base: ApexOptions = {
    chart: {
      toolbar: { show: false },
      animations: { enabled: false },
      zoom: { enabled: false },
      fontFamily: 'inherit',
      stacked: props.stacked,
    },
    colors: props.colors,
    dataLabels: { enabled: false },
    legend: { show: props.kind === 'donut' || props.series.length > 1, position: 'bottom' },
    tooltip: {
      y: { formatter: (v: number) => format(v) },
      // Axis labels are cut to fit; the tooltip names the point in full.
      x: { formatter: (v: unknown, o?: { dataPointIndex?: number }) => fullName(props, o?.dataPointIndex, v) },
    },
  };
  if (props.kind === 'donut') {
    return {
      series: props.series[0]?.data ?? [],
      options: { ...base, labels: categories, plotOptions: { pie: { donut: { size: '62%' } } } },
    };
  }
  if (props.kind === 'heatmap') {
    return {
      // apexcharts draws the first row at the bottom; rowsTopDown keeps the given order top to bottom.
      series: (props.rowsTopDown ? [...props.series].reverse() : props.series).map((s) => ({
        name: escapeChartText(cutLabel(s.name, max)),
        data: s.data.map((y, i) => ({ x: categories[i] ?? String(i), y })),
      })),
      options: {
        ...base,
        // The colour ranges are the legend: without it a colour cannot be read as a value.
        legend: { show: (props.heatmapRanges ?? []).some((r) => r.name), position: 'bottom' },
        plotOptions: {
          heatmap: {
            enableShades: false,
            colorScale: { ranges: (props.heatmapRanges ?? []).map((r) => ({ ...r, name: r.name ? escapeChartText(r.name) : undefined })) },
          },
        },
        xaxis: { type: 'category' },
      },
    };
  }
  const distributed = Boolean(props.pointColors?.length);
  const range = props.valueMax === undefined ? fromZero(props) : { min: 0, max: props.valueMax };
  return {
    series: props.series.map((s) => ({ name: escapeChartText(s.name), data: s.data })),
    options: {
      ...base,
      ...(distributed ? { colors: props.pointColors, legend: { show: false } } : {}),
      plotOptions: { bar: { horizontal: props.kind === 'bar', borderRadius: 3, distributed } },
      stroke: props.kind === 'line' ? { width: 2, curve: 'smooth' } : undefined,
      // A line of one day (Today) is a single point: show the points so it is not an empty chart.
      markers: props.kind === 'line' ? { size: 4 } : undefined,
      xaxis: {
        // Column names (package names) go on two lines: side by side on one line apexcharts hid the
        // last of three at 1024 px ("Morning Fitness…" vanished) rather than draw them overlapping.
        // apexcharts takes a mix of one-line (string) and two-line (string[]) labels; its types
        // allow only all of one kind.
        categories: props.kind === 'column' ? (categories.map(twoLines) as NonNullable<ApexOptions['xaxis']>['categories']) : categories,
        labels: props.kind === 'bar' ? { formatter: (v: string) => format(Number(v)) } : undefined,
        ...(props.kind === 'bar' ? range : {}),
      },
      yaxis: { ...wholeAxis(props), labels: { formatter: props.kind === 'bar' ? undefined : (v: number) => format(v) }, ...range },
    },
  };
}

/** Counts (members, bookings) get whole-number ticks: a small top value gets one tick per unit. */
function wholeAxis(props: ChartProps): ApexYAxis {
  if (!props.wholeNumbers) return {};
  const top = Math.max(1, ...props.series.flatMap((s) => s.data));
  return top <= 5 ? { min: 0, max: top, tickAmount: top } : { min: 0, forceNiceScale: true, decimalsInFloat: 0 };
}

/** Amounts and counts start their axis at 0: a short period (one day, one point) must not zoom the
 *  axis around a single value, which draws ₹5,000 as if it were a steep line (issue 27 item 15). */
function fromZero(props: ChartProps): { min?: number } {
  const values = props.series.flatMap((s) => s.data);
  return values.length && values.every((v) => v >= 0) ? { min: 0 } : {};
}

/** 'Evening Doubles…' → ['Evening', 'Doubles…'] (split at the space nearest the middle); short or one-word names stay. */
export function twoLines(label: string): string | string[] {
  if (label.length <= 11 || !label.includes(' ')) return label;
  const middle = label.length / 2;
  let at = -1;
  for (let i = 0; i < label.length; i++) if (label[i] === ' ' && (at < 0 || Math.abs(i - middle) < Math.abs(at - middle))) at = i;
  return [label.slice(0, at), label.slice(at + 1)];
}

function fullName(props: ChartProps, index: number | undefined, shown: unknown): string {
  const name = index === undefined ? undefined : props.categories[index];
  return name === undefined ? String(shown) : escapeChartText(name);
}
