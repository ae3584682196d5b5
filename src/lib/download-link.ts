import type { Endpoint } from '../../contract/endpoint-table';
import { apiUrl, type Query } from './api/client';
import { currentSession } from './session/session-store';

/**
 * Opens the /download page (spec 1 §2 / spec 3 §2) for a server file, a GET entry of the
 * endpoint table (ADR 0060): it fetches the file with the session token, saves it under `name`
 * and closes. The URL stays on this origin. The query is the text the /download page sends, not
 * the entry's parsed request (clubIds travel as '1,2', a list only once the server has read them).
 */
export function openDownload(entry: Endpoint<unknown, unknown, 'GET'>, query: Query, name: string): void {
  const token = currentSession()?.authToken;
  if (!token) return;
  const params = new URLSearchParams({ auth: token, URL: apiUrl(entry.path, query), name });
  window.open(`/download?${params.toString()}`, '_blank', 'noopener');
}
