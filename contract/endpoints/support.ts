import { getInTouchBody, getInTouchReply } from '../support';
import { endpoint } from './endpoint';

/** The routes of server/modules/support/routes.ts. */
export const supportEndpoints = {
  getInTouch: endpoint({
    method: 'POST',
    path: '/api/public/get-in-touch',
    feature: null,
    access: null,
    request: getInTouchBody,
    reply: getInTouchReply,
  }),
};
