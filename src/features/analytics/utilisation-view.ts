import type { HeatmapRange } from '../../lib/charts';

/** Spec 3 §9 colour rules: above 30 up to 100 green, 1 to 30 orange, 0 red. */
export const UTILISATION_COLOURS = { green: '#2f9e44', orange: '#f08c00', red: '#e03131' } as const;

/** A bar's colour; a value between 0 and 1 (a few booked minutes) counts as orange, not red. */
export function utilisationColour(percent: number): string {
  if (percent > 30) return UTILISATION_COLOURS.green;
  if (percent > 0) return UTILISATION_COLOURS.orange;
  return UTILISATION_COLOURS.red;
}

/** Heatmap buckets 0–1, 1–10, 10–20 … 90–100 (spec 3 §9): red, orange shades to 30, then greens. */
const BUCKET_COLOURS = [
  '#e03131',
  '#ffd8a8',
  '#ffa94d',
  '#f76707',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#2f9e44',
  '#2b8a3e',
];
export const HEATMAP_RANGES: HeatmapRange[] = BUCKET_COLOURS.map((color, i) => {
  const from = i === 0 ? 0 : i === 1 ? 1 : (i - 1) * 10;
  const to = i === 0 ? 1 : i * 10;
  // Values carry 2 decimals: a bucket ends 0.01 below the next one's start, so none overlap.
  return { from, to: i === BUCKET_COLOURS.length - 1 ? 100 : to - 0.01, color, name: `${from}-${to}%` };
});

/** Day labels cut to 3 characters, hour labels to 5 (spec 3 §9): 'Monday' → 'Mon', '06:00:00' → '06:00'. */
export const dayLabel = (day: string) => day.slice(0, 3);
export const hourLabel = (hour: string) => hour.slice(0, 5);

export const percentText = (v: number) => `${v.toFixed(2)}%`;

export interface ChartData {
  categories: string[];
  series: { name: string; data: number[] }[];
}

/** Day or hour mapping → one series of bars. */
export function seriesOf(data: Record<string, number>, label: (k: string) => string): ChartData {
  const keys = Object.keys(data);
  return { categories: keys.map(label), series: [{ name: 'Utilisation', data: keys.map((k) => data[k]) }] };
}

/** Day → hour → percentage as heatmap rows (one per weekday) over hour columns. */
export function heatmapOf(data: Record<string, Record<string, number>>): ChartData {
  const days = Object.keys(data);
  const hours = days.length ? Object.keys(data[days[0]]) : [];
  return { categories: hours.map(hourLabel), series: days.map((d) => ({ name: dayLabel(d), data: hours.map((h) => data[d][h] ?? 0) })) };
}
