import type { Endpoint } from '../../contract/endpoint-table';
import { endpoints } from '../../contract/endpoint-table';
import { api, apiUrl, type Query } from './api/client';

/**
 * Opens the /download page (spec 1 §2 / spec 3 §2) for a server file, a GET entry of the
 * endpoint table (ADR 0060): it fetches the file, saves it under `name` and closes. The link's
 * `auth` is a ticket for this one file, used once within a minute (ADR 0069): never the session
 * token, which a URL would leave in history, logs and referrers. The URL stays on this origin.
 * The query is the text the /download page sends, not the entry's parsed request (clubIds travel
 * as '1,2', a list only once the server has read them).
 */
export async function openDownload(entry: Endpoint<unknown, unknown, 'GET'>, query: Query, name: string): Promise<void> {
  const url = apiUrl(entry.path, query);
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const outcome = await api.call(endpoints.session.downloadTicket, { path: entry.path, query: search }, { present: { failure: 'error' } });
  if (!outcome.ok || outcome.data.requestStatus !== 1) return;
  const params = new URLSearchParams({ auth: outcome.data.ticket, URL: url, name });
  window.open(`/download?${params.toString()}`, '_blank', 'noopener');
}
