import { Feature } from '../features';
import {
  reportClubsReply,
  reportDownloadQuery,
  reportPageReply,
  reportPageRequest,
  reportReply,
  reportRequest,
  type ReportKind,
} from '../reports';
import { endpoint } from './endpoint';

/** The routes of server/modules/reports/routes.ts. */
export const reportsEndpoints = {
  clubs: endpoint({ method: 'GET', path: '/api/reports/clubs', feature: Feature.reports, access: 'read', reply: reportClubsReply }),
  transactions: endpoint({
    method: 'POST',
    path: '/api/reports/transactions/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  transactionsDownload: endpoint({
    method: 'GET',
    path: '/api/reports/transactions/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  bookings: endpoint({
    method: 'POST',
    path: '/api/reports/bookings/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  bookingsDownload: endpoint({
    method: 'GET',
    path: '/api/reports/bookings/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  balance: endpoint({
    method: 'POST',
    path: '/api/reports/balance/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  balanceDownload: endpoint({
    method: 'GET',
    path: '/api/reports/balance/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  cancellations: endpoint({
    method: 'POST',
    path: '/api/reports/cancellations/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  cancellationsDownload: endpoint({
    method: 'GET',
    path: '/api/reports/cancellations/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/api/reports/recharge/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  rechargeDownload: endpoint({
    method: 'GET',
    path: '/api/reports/recharge/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  credits: endpoint({
    method: 'POST',
    path: '/api/reports/credits/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  creditsDownload: endpoint({
    method: 'GET',
    path: '/api/reports/credits/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  extras: endpoint({
    method: 'POST',
    path: '/api/reports/extras/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  extrasDownload: endpoint({
    method: 'GET',
    path: '/api/reports/extras/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  packages: endpoint({
    method: 'POST',
    path: '/api/reports/packages/multiple-clubs',
    feature: Feature.reports,
    access: 'read',
    request: reportRequest,
    reply: reportReply,
  }),
  packagesDownload: endpoint({
    method: 'GET',
    path: '/api/reports/packages/multiple-clubs/download',
    feature: Feature.reports,
    access: 'read',
    request: reportDownloadQuery,
  }),
  transactionsPage: endpoint({
    method: 'POST',
    path: '/api/reports/transactions/multiple-clubs/page',
    feature: Feature.reports,
    access: 'read',
    request: reportPageRequest,
    reply: reportPageReply,
  }),
};

/** Each report kind's View Report and Download routes: the server registers them kind by kind, the console runs them by kind. */
export const reportKindEndpoints: Record<
  ReportKind,
  { view: typeof reportsEndpoints.transactions; download: typeof reportsEndpoints.transactionsDownload }
> = {
  master: { view: reportsEndpoints.transactions, download: reportsEndpoints.transactionsDownload },
  booking: { view: reportsEndpoints.bookings, download: reportsEndpoints.bookingsDownload },
  balance: { view: reportsEndpoints.balance, download: reportsEndpoints.balanceDownload },
  cancellation: { view: reportsEndpoints.cancellations, download: reportsEndpoints.cancellationsDownload },
  recharge: { view: reportsEndpoints.recharge, download: reportsEndpoints.rechargeDownload },
  credits: { view: reportsEndpoints.credits, download: reportsEndpoints.creditsDownload },
  addon: { view: reportsEndpoints.extras, download: reportsEndpoints.extrasDownload },
  packages: { view: reportsEndpoints.packages, download: reportsEndpoints.packagesDownload },
};
