import { endpoints, type RequestOf } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';

/** Forms show their own failures beside the fields; successes say so in a toast. */
const form = { present: { success: true, failure: 'none' as const } };
const e = endpoints.events;

export const eventsApi = {
  events: () => api.call(e.list, undefined, { present: { failure: 'error' } }),
  categories: (eventId: number) => api.call(e.category, { eventId }),
  summary: (q: RequestOf<typeof e.categorySummary>) => api.call(e.categorySummary, q),
  bookings: (q: RequestOf<typeof e.bookingList>) => api.call(e.bookingList, q),
  details: (bookingId: number) => api.call(e.bookingDetails, { bookingId }),
  setStatus: (categoryId: number, status: boolean) => api.call(e.categoryStatus, { categoryId, status }, { present: { success: true } }),
  setTickets: (categoryId: number, tickets: number) =>
    api.call(e.categoryTickets, { categoryId, tickets }, { present: { success: true, failure: 'none' } }),
  createEvent: (name: string) => api.call(e.create, { name }, form),
  renameEvent: (eventId: number, name: string) => api.call(e.update, { eventId, name }, form),
  createCategory: (body: RequestOf<typeof e.categoryCreate>) => api.call(e.categoryCreate, body, form),
  updateCategory: (body: RequestOf<typeof e.categoryUpdate>) => api.call(e.categoryUpdate, body, form),
  createSubCategory: (categoryId: number, name: string) => api.call(e.subCategoryCreate, { categoryId, name }, form),
  renameSubCategory: (subCategoryId: number, name: string) => api.call(e.subCategoryUpdate, { subCategoryId, name }, form),
  register: (body: RequestOf<typeof e.registration>, idempotencyKey: string) => api.call(e.registration, body, { ...form, idempotencyKey }),
};
