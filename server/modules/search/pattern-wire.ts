import type { FoundPattern } from '../../../contract/search';
import { toMajor } from '../../core/money';
import { patternStatusAt } from '../../core/club-clock';
import type { PatternHit } from './search-repository';

/** A pattern row as the Bulk table and the pattern card read it. */
export function patternWire(h: PatternHit, today: string): FoundPattern {
  return {
    patternBookingId: h.id,
    activityId: h.activityId,
    activityName: h.activityName,
    sport: h.activityName,
    customerDetails: { customerName: h.name, customerMobile: h.mobile, customerEmail: h.email, customerCountryCode: h.countryCode },
    courts: h.courts,
    startDate: h.startDate,
    endDate: h.endDate,
    startTime: h.start,
    endTime: h.end,
    allDay: h.allDay,
    days: h.days,
    slotCount: h.slotCount,
    timestamp: h.createdAt,
    place: h.place,
    handler: h.handler,
    cancelled: h.flag,
    status: patternStatusAt(h.flag, h.lastLive, today),
    isMarketplaceBooking: h.marketplace,
    occurrences: h.occurrences,
    cancelledOccurrences: h.cancelledOccurrences,
    balance: toMajor(h.balance),
    paymentPending: h.balance > 0,
    remarks: h.remarks,
  };
}
