import { endpoints, type RequestOf } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { i18n } from '../../lib/i18n/i18n';

const e = endpoints.bulk;

/** GET /api/booking/pattern/details — the pattern card with every occurrence. */
export function fetchPattern(patternBookingId: number, signal?: AbortSignal) {
  return api.call(e.details, { patternBookingId }, { signal });
}

/** What Cancel Booking would cancel and refund for one scope (the server's own calculation). */
export function fetchPatternCancelPreview(
  patternBookingId: number,
  scope: Omit<RequestOf<typeof e.cancellationPreview>, 'patternBookingId'>,
) {
  return api.call(e.cancellationPreview, { patternBookingId, ...scope }, { present: { failure: 'none' } });
}

/** Pattern flag labels of the card (ADR 0025): one wire meaning, 2 = partially cancelled. */
export function patternFlagLabel(flag: number): string {
  return [i18n.t('pattern-card:flag.active'), i18n.t('pattern-card:flag.cancelled'), i18n.t('pattern-card:flag.partial')][flag] ?? '';
}
export const PATTERN_FLAG_COLOR = ['green', 'gray', 'orange'] as const;
