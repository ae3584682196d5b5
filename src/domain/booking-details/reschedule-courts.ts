import type { RescheduleCourt } from '../../../contract/booking-actions';
import { i18n } from '../../lib/i18n/i18n';
import { shortTime } from '../../lib/time/club-date';

/** A court's choice in Reschedule: free, or why not — the time is outside its hours, or it is taken. */
export function courtLabel(court: Pick<RescheduleCourt, 'courtName' | 'available' | 'closed'>): string {
  if (court.available) return court.courtName;
  return i18n.t(court.closed ? 'booking-details:reschedule.closed' : 'booking-details:reschedule.booked', { court: court.courtName });
}

/**
 * When every court is shut at the chosen time, the club is closed then: say so with the hours it
 * keeps (one range, or each distinct one), instead of a list of unavailable courts.
 */
export function clubClosedNote(courts: readonly Pick<RescheduleCourt, 'closed' | 'openTime' | 'closeTime'>[]): string | null {
  if (courts.length === 0 || !courts.every((c) => c.closed)) return null;
  const hours = [...new Set(courts.map((c) => `${shortTime(c.openTime)} – ${shortTime(c.closeTime)}`))];
  // English: the contract's rescheduleClubClosed, then the hours (a test keeps them equal).
  return i18n.t('booking-details:reschedule.closedNote', { hours: hours.join(', ') });
}
