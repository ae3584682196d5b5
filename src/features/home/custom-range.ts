import { AnalyticsMessages } from '../../../contract/analytics';
import { i18n } from '../../lib/i18n/i18n';

/** Custom dashboard dates (spec 3 §5): both picked, From ≤ To, none in the future; else the spec's message. */
export function customRangeError(from: string | null, to: string | null, today: string): string | null {
  if (!from || !to || from > to || to > today) return AnalyticsMessages.validDates;
  return null;
}

/** '+12.5% vs previous period' / '−3%' / no previous users. */
export function changeText(perc: number | null): string {
  if (perc === null) return i18n.t('home:noPreviousUsers');
  const sign = perc > 0 ? '+' : perc < 0 ? '−' : '';
  return i18n.t('home:change', { change: `${sign}${Math.abs(perc).toFixed(2)}` });
}
