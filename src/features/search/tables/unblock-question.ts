import type { BlockingRow } from '../../../../contract/blocking';
import { bookingDate } from './format';
import { i18n } from '../../../lib/i18n/i18n';

/** The question before a block is lifted: which courts, which dates, which times, and its remark. */
export function unblockQuestion(row: BlockingRow): string {
  const courts = row.courts.map((c) => c.courtName).join(', ');
  const dates = row.startDate === row.endDate ? bookingDate(row.startDate) : `${bookingDate(row.startDate)} – ${bookingDate(row.endDate)}`;
  const times = row.fullDay ? i18n.t('search:allDayLower') : `${row.startTime.slice(0, 5)}–${row.endTime.slice(0, 5)}`;
  const why = row.remarks ? ` (${row.remarks})` : '';
  return i18n.t('search:unblockQuestion', { courts, dates, times, why });
}
