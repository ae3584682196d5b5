import {
  captchaQuery,
  captchaReply,
  featuresQuery,
  featuresReply,
  loginBody,
  loginReply,
  logoutReply,
  setLanguageBody,
  setLanguageReply,
  switchAccountBody,
  switchAccountReply,
  userClubsBody,
  userClubsReply,
} from '../session';
import { downloadTicketBody, downloadTicketReply } from '../download-ticket';
import { endpoint } from './endpoint';
import { CAPTCHA_PATH } from './prefixes';

/** The routes of server/modules/session/public-routes.ts and server/modules/session/routes.ts. */
export const sessionEndpoints = {
  captcha: endpoint({
    method: 'GET',
    path: CAPTCHA_PATH,
    feature: null,
    access: null,
    request: captchaQuery,
    reply: captchaReply,
  }),
  login: endpoint({ method: 'POST', path: '/api/public/login', feature: null, access: null, request: loginBody, reply: loginReply }),
  logout: endpoint({ method: 'POST', path: '/api/public/logout', feature: null, access: null, reply: logoutReply }),
  userClubs: endpoint({
    method: 'POST',
    path: '/api/get/user/clubs',
    feature: null,
    access: 'read',
    request: userClubsBody,
    reply: userClubsReply,
  }),
  switchAccount: endpoint({
    method: 'POST',
    path: '/api/switch/account',
    feature: null,
    access: 'read',
    request: switchAccountBody,
    reply: switchAccountReply,
  }),
  /** A single-use, one-minute ticket for one file: the `auth` of a /download link (ADR 0069). */
  downloadTicket: endpoint({
    method: 'POST',
    path: '/api/download-ticket',
    feature: null,
    access: 'read',
    request: downloadTicketBody,
    reply: downloadTicketReply,
  }),
  /** The person's language, for every club they work in (ADR 0085). */
  setLanguage: endpoint({
    method: 'POST',
    path: '/api/user/language',
    feature: null,
    access: 'read',
    request: setLanguageBody,
    reply: setLanguageReply,
  }),
  features: endpoint({ method: 'GET', path: '/api/features', feature: null, access: 'read', request: featuresQuery, reply: featuresReply }),
};
