import { Feature } from '../features';
import { closeListQuery, closeListReply, closeShiftBody, closeShiftReply, currentShiftReply } from '../cash-close';
import { endpoint } from './endpoint';

/** The routes of server/modules/cash-close/routes.ts. */
export const cashCloseEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/api/cash-close/current',
    feature: Feature.bookingCalendar,
    access: 'read',
    reply: currentShiftReply,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/cash-close',
    feature: Feature.bookingCalendar,
    access: 'write',
    request: closeShiftBody,
    reply: closeShiftReply,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/cash-close/list',
    feature: Feature.reports,
    access: 'read',
    request: closeListQuery,
    reply: closeListReply,
  }),
};
