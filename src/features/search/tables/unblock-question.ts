import type { BlockingRow } from '../../../../contract/blocking';
import { bookingDate } from './format';

/** The question before a block is lifted: which courts, which dates, which times, and its remark. */
export function unblockQuestion(row: BlockingRow): string {
  const courts = row.courts.map((c) => c.courtName).join(', ');
  const dates = row.startDate === row.endDate ? bookingDate(row.startDate) : `${bookingDate(row.startDate)} – ${bookingDate(row.endDate)}`;
  const times = row.fullDay ? 'all day' : `${row.startTime.slice(0, 5)}–${row.endTime.slice(0, 5)}`;
  const why = row.remarks ? ` (${row.remarks})` : '';
  return `Unblock ${courts}, ${dates}, ${times}${why}? The slots become free to book at once.`;
}
