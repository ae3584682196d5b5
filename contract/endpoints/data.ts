import { Feature } from '../features';
import { importProgressQuery, importProgressReply, importQuery, importReply } from '../data-import';
import { endpoint } from './endpoint';

/**
 * The routes of server/modules/data-import and data-export (issue 31): admins' moving in and
 * out (feature 19). The import's body is the file itself (text/csv or .xlsx), so it has no
 * JSON request schema; the mapping travels in the X-Import-Mapping header.
 */
export const dataEndpoints = {
  importMembers: endpoint({
    method: 'POST',
    path: '/api/import/members',
    feature: Feature.clubSettings,
    access: 'write',
    query: importQuery,
    reply: importReply,
  }),
  importSubscriptions: endpoint({
    method: 'POST',
    path: '/api/import/subscriptions',
    feature: Feature.clubSettings,
    access: 'write',
    query: importQuery,
    reply: importReply,
  }),
  importBookings: endpoint({
    method: 'POST',
    path: '/api/import/bookings',
    feature: Feature.clubSettings,
    access: 'write',
    query: importQuery,
    reply: importReply,
  }),
  /** How far a commit named by the console's progress key is (polled while the commit runs). */
  importProgress: endpoint({
    method: 'GET',
    path: '/api/import/progress',
    feature: Feature.clubSettings,
    access: 'write',
    request: importProgressQuery,
    reply: importProgressReply,
  }),
  /** "Export everything": one streamed .zip of CSV files; opened through the /download page. */
  exportAll: endpoint({ method: 'GET', path: '/api/export/download', feature: Feature.clubSettings, access: 'write' }),
};
