import type { ClubExtra } from '../../contract/cart';
import { endpoints } from '../../contract/endpoint-table';
import { api } from './api/client';

/**
 * GET /api/extras/offered: the add-ons a booking of the activity may carry (the club's own and
 * the activity's). Checkout's Accessories and Booking Details' Add Add-ons both call this, so
 * both offer the same list. Null when the list could not be read.
 */
export async function fetchOfferedAddons(activityId: number | null, signal?: AbortSignal): Promise<ClubExtra[] | null> {
  const outcome = await api.call(endpoints.addons.offered, activityId === null ? {} : { activityId }, { signal });
  return outcome.ok ? (outcome.data.extras ?? []) : null;
}
