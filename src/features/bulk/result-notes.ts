import { BulkMessages } from '../../../contract/bulk';

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
  if (ignoreUnavailable) return { note: 'Only the available slots in the pattern will be booked', blockedReason: null };
  if (unusable > 0) return { note: null, blockedReason: BulkMessages.someUnavailable };
  return { note: BulkMessages.allAvailable, blockedReason: null };
}
