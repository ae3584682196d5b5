import { AnalyticsMessages } from '../../../contract/analytics';

/** Custom dashboard dates (spec 3 §5): both picked, From ≤ To, none in the future; else the spec's message. */
export function customRangeError(from: string | null, to: string | null, today: string): string | null {
  if (!from || !to || from > to || to > today) return AnalyticsMessages.validDates;
  return null;
}

/** '+12.5% vs previous period' / '−3%' / no previous users. */
export function changeText(perc: number | null): string {
  if (perc === null) return 'No users in the previous period';
  const sign = perc > 0 ? '+' : perc < 0 ? '−' : '';
  return `${sign}${Math.abs(perc).toFixed(2)}% vs previous period`;
}
