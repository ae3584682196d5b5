import { baseReply } from '../../../contract/envelope';
import {
  bookingListReply,
  categoryReply,
  createdReply,
  eventBookingDetailsReply,
  eventListReply,
  registrationReply,
  summaryReply,
} from '../../../contract/events';
import { api, type Query } from '../../lib/api/client';

/** Forms show their own failures beside the fields; successes say so in a toast. */
const form = { present: { success: true, failure: 'none' as const } };

export const eventsApi = {
  events: () => api.get('/events', undefined, { schema: eventListReply, present: { failure: 'error' } }),
  categories: (eventId: number) => api.get('/event/category', { eventId }, { schema: categoryReply }),
  summary: (q: Query) => api.get('/event/category/summary', q, { schema: summaryReply }),
  bookings: (q: Query) => api.get('/event/booking/list', q, { schema: bookingListReply }),
  details: (bookingId: number) => api.get('/event/booking/details', { bookingId }, { schema: eventBookingDetailsReply }),
  setStatus: (categoryId: number, status: boolean) =>
    api.post('/event/category/status', { categoryId, status }, { schema: baseReply, present: { success: true } }),
  setTickets: (categoryId: number, tickets: number) =>
    api.post('/event/category/tickets', { categoryId, tickets }, { schema: baseReply, present: { success: true, failure: 'none' } }),
  createEvent: (name: string) => api.post('/event/create', { name }, { schema: createdReply, ...form }),
  renameEvent: (eventId: number, name: string) => api.post('/event/update', { eventId, name }, { schema: baseReply, ...form }),
  createCategory: (body: object) => api.post('/event/category/create', body, { schema: createdReply, ...form }),
  updateCategory: (body: object) => api.post('/event/category/update', body, { schema: baseReply, ...form }),
  createSubCategory: (categoryId: number, name: string) =>
    api.post('/event/sub-category/create', { categoryId, name }, { schema: createdReply, ...form }),
  renameSubCategory: (subCategoryId: number, name: string) =>
    api.post('/event/sub-category/update', { subCategoryId, name }, { schema: baseReply, ...form }),
  register: (body: object, idempotencyKey: string) =>
    api.post('/event/registration', body, { schema: registrationReply, ...form, idempotencyKey }),
};
