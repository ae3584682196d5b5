import { apiUrl, type Query } from './api/client';
import { currentSession } from './session/session-store';

/**
 * Opens the /download page (spec 1 §2 / spec 3 §2) for a server file: it fetches the file with
 * the session token, saves it under `name` and closes. The URL stays on this origin.
 */
export function openDownload(path: string, query: Query, name: string): void {
  const token = currentSession()?.authToken;
  if (!token) return;
  const params = new URLSearchParams({ auth: token, URL: apiUrl(path, query), name });
  window.open(`/download?${params.toString()}`, '_blank', 'noopener');
}
