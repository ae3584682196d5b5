import { baseReply } from '../../../contract/envelope';
import { bookingListReply, categoryReply, eventBookingDetailsReply, eventListReply, summaryReply } from '../../../contract/events';
import { api, type Query } from '../../lib/api/client';

export const eventsApi = {
  events: () => api.get('/events', undefined, { schema: eventListReply, present: { failure: 'error' } }),
  categories: (eventId: number) => api.get('/event/category', { eventId }, { schema: categoryReply }),
  summary: (q: Query) => api.get('/event/category/summary', q, { schema: summaryReply }),
  bookings: (q: Query) => api.get('/event/booking/list', q, { schema: bookingListReply }),
  details: (bookingId: number) => api.get('/event/booking/details', { bookingId }, { schema: eventBookingDetailsReply }),
  setStatus: (categoryId: number, status: boolean) => api.post('/event/category/status', { categoryId, status }, { schema: baseReply, present: { success: true } }),
  setTickets: (categoryId: number, tickets: number) => api.post('/event/category/tickets', { categoryId, tickets }, { schema: baseReply, present: { success: true, failure: 'none' } }),
};
