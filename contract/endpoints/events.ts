import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  bookingListQuery,
  bookingListReply,
  categoryCreateRequest,
  categoryQuery,
  categoryReply,
  categoryStatusRequest,
  categoryTicketsRequest,
  categoryUpdateRequest,
  createdReply,
  eventBookingDetailsQuery,
  eventBookingDetailsReply,
  eventCreateRequest,
  eventFilterQuery,
  eventListReply,
  eventUpdateRequest,
  registrationReply,
  registrationRequest,
  subCategoryCreateRequest,
  subCategoryUpdateRequest,
  summaryReply,
} from '../events';
import { endpoint } from './endpoint';

/** The routes of server/modules/events/routes.ts. */
export const eventsEndpoints = {
  update: endpoint({ method: 'POST', path: '/api/event/update', feature: Feature.events, access: 'write', request: eventUpdateRequest, reply: baseReply }),
  categoryUpdate: endpoint({ method: 'POST', path: '/api/event/category/update', feature: Feature.events, access: 'write', request: categoryUpdateRequest, reply: baseReply }),
  subCategoryUpdate: endpoint({ method: 'POST', path: '/api/event/sub-category/update', feature: Feature.events, access: 'write', request: subCategoryUpdateRequest, reply: baseReply }),
  list: endpoint({ method: 'GET', path: '/api/events', feature: Feature.events, access: 'read', reply: eventListReply }),
  category: endpoint({ method: 'GET', path: '/api/event/category', feature: Feature.events, access: 'read', request: categoryQuery, reply: categoryReply }),
  categorySummary: endpoint({ method: 'GET', path: '/api/event/category/summary', feature: Feature.events, access: 'read', request: eventFilterQuery, reply: summaryReply }),
  bookingList: endpoint({ method: 'GET', path: '/api/event/booking/list', feature: Feature.events, access: 'read', request: bookingListQuery, reply: bookingListReply }),
  bookingDetails: endpoint({ method: 'GET', path: '/api/event/booking/details', feature: Feature.events, access: 'read', request: eventBookingDetailsQuery, reply: eventBookingDetailsReply }),
  bookingListDownload: endpoint({ method: 'GET', path: '/api/event/booking/list/download', feature: Feature.events, access: 'read', request: eventFilterQuery }),
  categoryStatus: endpoint({ method: 'POST', path: '/api/event/category/status', feature: Feature.events, access: 'write', request: categoryStatusRequest, reply: baseReply }),
  categoryTickets: endpoint({ method: 'POST', path: '/api/event/category/tickets', feature: Feature.events, access: 'write', request: categoryTicketsRequest, reply: baseReply }),
  create: endpoint({ method: 'POST', path: '/api/event/create', feature: Feature.events, access: 'write', request: eventCreateRequest, reply: createdReply }),
  categoryCreate: endpoint({ method: 'POST', path: '/api/event/category/create', feature: Feature.events, access: 'write', request: categoryCreateRequest, reply: createdReply }),
  subCategoryCreate: endpoint({ method: 'POST', path: '/api/event/sub-category/create', feature: Feature.events, access: 'write', request: subCategoryCreateRequest, reply: createdReply }),
  registration: endpoint({ method: 'POST', path: '/api/event/registration', feature: Feature.events, access: 'write', request: registrationRequest, reply: registrationReply }),
};
