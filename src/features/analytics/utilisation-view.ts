import type { HeatmapRange } from '../../lib/charts';
import { i18n } from '../../lib/i18n/i18n';

/** Spec 3 §9 colour rules: above 30 up to 100 green, 1 to 30 orange, 0 red. */
export const UTILISATION_COLOURS = { green: '#2f9e44', orange: '#f08c00', red: '#e03131' } as const;

/** A bar's colour; a value between 0 and 1 (a few booked minutes) counts as orange, not red. */
export function utilisationColour(percent: number): string {
  if (percent > 30) return UTILISATION_COLOURS.green;
  if (percent > 0) return UTILISATION_COLOURS.orange;
  return UTILISATION_COLOURS.red;
}

/** Colour of an hour with no booked time: a quiet grey, not an alarm (a quiet week is not a wall of red). */
export const HEATMAP_EMPTY = '#e9ecef';
const LIGHT = [211, 249, 216];
const DARK = [27, 94, 32];
const STEPS = [0.5, 1, 2, 5, 10];

/**
 * Heatmap buckets scaled to the data (issue 27 item 15, ADR 0065): exactly 0 is its own grey
 * bucket; above it, at most 10 equal buckets of a round width (0.5, 1, 2, 5 or 10 points) up to
 * the busiest hour, light to dark green. A full week gives the spec's 10-point buckets up to 100%;
 * a quiet one (busiest hour 6%) still tells 1% from 5%. The names are the legend.
 */
export function heatmapRanges(values: number[]): HeatmapRange[] {
  const top = Math.min(100, Math.max(0, ...values));
  const zero: HeatmapRange = { from: 0, to: 0, color: HEATMAP_EMPTY, name: '0%' };
  if (top <= 0) return [zero];
  const step = STEPS.find((s) => s * 10 >= top) ?? 10;
  const count = Math.ceil(top / step);
  const ranges = Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 1 : i / (count - 1);
    const color = `#${LIGHT.map((c, k) =>
      Math.round(c + (DARK[k] - c) * t)
        .toString(16)
        .padStart(2, '0'),
    ).join('')}`;
    // Values carry 2 decimals: a bucket starts 0.01 above the one before it ends, so none overlap.
    return { from: i * step + 0.01, to: (i + 1) * step, color, name: `${i * step}–${(i + 1) * step}%` };
  });
  return [zero, ...ranges];
}

/**
 * Day labels cut to 3 characters, hour labels to 5 (spec 3 §9): 'Monday' → 'Mon', '06:00:00' → '06:00'.
 * The server names days in English; the label is the language on screen's short name.
 */
export const dayLabel = (day: string) => {
  const key = `analytics:day.${day.toLowerCase()}`;
  return i18n.exists(key) ? i18n.t(key) : day.slice(0, 3);
};
export const hourLabel = (hour: string) => hour.slice(0, 5);

export const percentText = (v: number) => `${v.toFixed(2)}%`;

export interface ChartData {
  categories: string[];
  series: { name: string; data: number[] }[];
}

/** Day or hour mapping → one series of bars. */
export function seriesOf(data: Record<string, number>, label: (k: string) => string): ChartData {
  const keys = Object.keys(data);
  return { categories: keys.map(label), series: [{ name: i18n.t('analytics:series'), data: keys.map((k) => data[k]) }] };
}

/** Day → hour → percentage as heatmap rows (one per weekday) over hour columns. */
export function heatmapOf(data: Record<string, Record<string, number>>): ChartData {
  const days = Object.keys(data);
  const hours = days.length ? Object.keys(data[days[0]]) : [];
  return { categories: hours.map(hourLabel), series: days.map((d) => ({ name: dayLabel(d), data: hours.map((h) => data[d][h] ?? 0) })) };
}
