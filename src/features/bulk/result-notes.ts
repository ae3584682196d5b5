import { i18n } from '../../lib/i18n/i18n';

export interface ResultNotes {
  /** What Continue will do; null when Continue cannot go on. */
  note: string | null;
  /** Why Continue is off although some slots are free. */
  blockedReason: string | null;
}

/**
 * The one line under the bulk result (issue 27 item 5). With "Ignore unavailable slots" off and
 * a slot taken, the pattern cannot be booked as it is: saying "All the slots in the pattern
 * will be booked" beside that refusal read as two answers at once, so only the refusal shows.
 */
export function bulkResultNotes(ignoreUnavailable: boolean, unusable: number): ResultNotes {
  // The English is the server's (contract/bulk BulkMessages someUnavailable, allAvailable).
  if (ignoreUnavailable) return { note: i18n.t('bulk:result.onlyAvailable'), blockedReason: null };
  if (unusable > 0) return { note: null, blockedReason: i18n.t('bulk:result.someUnavailable') };
  return { note: i18n.t('bulk:result.allBooked'), blockedReason: null };
}
