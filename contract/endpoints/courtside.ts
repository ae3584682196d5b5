import { Feature } from '../features';
import { baseReply } from '../envelope';
import {
  checkinAllReply,
  checkinAllRequest,
  checkinCodeQuery,
  checkinCodeReply,
  checkinUndoRequest,
  courtsideDayReply,
} from '../courtside';
import { endpoint } from './endpoint';

/** The routes of server/modules/courtside/routes.ts. */
export const courtsideEndpoints = {
  today: endpoint({
    method: 'GET',
    path: '/api/courtside/today',
    feature: Feature.rescheduleCheckin,
    access: 'read',
    reply: courtsideDayReply,
  }),
  checkinCode: endpoint({
    method: 'GET',
    path: '/api/booking/checkin/code',
    feature: Feature.rescheduleCheckin,
    access: 'read',
    request: checkinCodeQuery,
    reply: checkinCodeReply,
  }),
  checkinAll: endpoint({
    method: 'POST',
    path: '/api/booking/checkin/all',
    feature: Feature.rescheduleCheckin,
    access: 'write',
    request: checkinAllRequest,
    reply: checkinAllReply,
  }),
  checkinUndo: endpoint({
    method: 'POST',
    path: '/api/booking/checkin/undo',
    feature: Feature.rescheduleCheckin,
    access: 'write',
    request: checkinUndoRequest,
    reply: baseReply,
  }),
};
