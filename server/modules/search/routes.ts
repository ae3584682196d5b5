import type { FastifyInstance } from 'fastify';
import { SEARCH_PAGE_SIZE, SearchMessages, type SearchQuery } from '../../../contract/search';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { toMajor } from '../../core/money';
import { searchTerms, type SearchTerms } from './search-input';
import { searchBookings, searchPatterns } from './search-repository';
import { bookingStatusAt, clubNow } from '../../core/club-clock';
import { patternWire } from './pattern-wire';

function pages(total: number, page: number) {
  const totalPages = Math.ceil(total / SEARCH_PAGE_SIZE);
  return { page, totalPages, total: totalPages * SEARCH_PAGE_SIZE, count: total };
}

/** The text read as terms; undefined input = the default list; blank = refused. */
function terms(callingCode: string, query: SearchQuery): { ok: true; terms: SearchTerms | null } | { ok: false } {
  if (query.input === undefined) return { ok: true, terms: null };
  if (!query.input.trim()) return { ok: false };
  return { ok: true, terms: searchTerms(query.input, callingCode) ?? { id: null, mobile: null } };
}

/** /api: Find Bookings — single bookings and pattern bookings by id or phone (feature 6). */
export async function searchRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.search;
  const tags = ['search'];

  route(app, e.bookings, { tags }, async (request) => {
    const { clubId, timeZone, callingCode } = request.session;
    const t = terms(callingCode, request.query);
    if (!t.ok) return failure(SearchMessages.inputRequired);
    const hits = await searchBookings(db, { clubId, terms: t.terms, activityId: request.query.activityId, page: request.query.page });
    const now = clubNow(timeZone);
    return {
      requestStatus: 1 as const,
      ...(hits.length === 0 ? { message: SearchMessages.noResults } : {}),
      bookingDetails: hits.map((h) => ({
        bookingId: h.id,
        activityId: h.activityId,
        activityName: h.activityName,
        activityType: h.activityType,
        customerDetails: { customerName: h.name, customerMobile: h.mobile, customerEmail: h.email, customerCountryCode: h.countryCode },
        dateBooked: h.date,
        startTime: h.start,
        endTime: h.end,
        courts: h.courts,
        slotCount: h.slotCount,
        bookingStatus: bookingStatusAt({ cancelled: h.cancelled, date: h.date, start: h.start, end: h.end }, now),
        bookingCancelled: h.cancelled,
        isMarketplaceBooking: h.marketplace,
        place: h.place,
        handler: h.handler,
        bookingTimestamp: h.createdAt,
        balance: toMajor(h.balance),
        paymentPending: h.balance > 0,
      })),
      paginationData: pages(hits[0]?.total ?? 0, request.query.page),
    };
  });

  route(app, e.patterns, { tags }, async (request) => {
    const { clubId, timeZone, callingCode } = request.session;
    const t = terms(callingCode, request.query);
    if (!t.ok) return failure(SearchMessages.inputRequired);
    const hits = await searchPatterns(db, { clubId, terms: t.terms, activityId: request.query.activityId, page: request.query.page });
    const { today } = clubNow(timeZone);
    return {
      requestStatus: 1 as const,
      ...(hits.length === 0 ? { message: SearchMessages.noResults } : {}),
      patternBookings: hits.map((h) => patternWire(h, today)),
      paginationData: pages(hits[0]?.total ?? 0, request.query.page),
    };
  });
}
