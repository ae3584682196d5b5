import { TICKET_SCHEME } from '../../../contract/ticket-scheme';
import { ReplyMessages, serverMessage } from '../../lib/api/outcome';
import { i18n } from '../../lib/i18n/i18n';

// The page's words in the language on screen (spec 1 §2's English in English).
export const downloadingText = () => i18n.t('download:downloading');
export const fileDownloadedText = () => i18n.t('download:downloaded');
export const downloadNoPermission = () => i18n.t('download:noPermission');
export const downloadBadLink = () => i18n.t('download:badLink');
export const CLOSE_AFTER_MS = 4000;

export interface DownloadRequest {
  url: string;
  headers: Record<string, string>;
  fileName: string;
}

/**
 * /download?auth&URL&endDate&booked&name (spec 1 §2, spec 3 §2). The file URL must be on this
 * origin: the auth value is a download ticket (ADR 0069) and is never sent anywhere else.
 */
export function buildDownloadRequest(params: URLSearchParams, origin: string): DownloadRequest | null {
  const auth = params.get('auth');
  const rawUrl = params.get('URL') ?? params.get('url');
  if (!auth || !rawUrl) return null;
  let url: URL;
  try {
    url = new URL(rawUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  for (const key of ['endDate', 'booked'] as const) {
    const value = params.get(key);
    if (value !== null) url.searchParams.set(key, value);
  }
  const fallbackName = url.pathname.split('/').filter(Boolean).pop() ?? 'download';
  return {
    url: url.toString(),
    // Always the ticket scheme: a session token pasted into a link is refused, not used (ADR 0069).
    headers: { Authorization: `${TICKET_SCHEME} ${auth.replace(/^(Bearer|Ticket)\s+/i, '')}`, 'Content-Type': 'application/json' },
    fileName: params.get('name') || fallbackName,
  };
}

export type DownloadResult = { kind: 'file'; blob: Blob } | { kind: 'message'; message: string };

/** A JSON reply instead of a file carries a status: 0 → its message, -1 → no permission. */
export async function readDownload(response: Response): Promise<DownloadResult> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { requestStatus?: number; message?: string; code?: string } | null;
    if (body?.requestStatus === -1) return { kind: 'message', message: downloadNoPermission() };
    if (response.ok && body?.requestStatus === 1) return { kind: 'file', blob: new Blob([JSON.stringify(body)], { type }) };
    // The server's own message, by its code in the language on screen when the catalogue has it.
    return { kind: 'message', message: body?.message ? serverMessage(body, body.message) : ReplyMessages.somethingWrong };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'message', message: downloadNoPermission() };
  if (!response.ok)
    return {
      kind: 'message',
      message: response.status === 404 ? ReplyMessages.notFound : ReplyMessages.somethingWrong,
    };
  return { kind: 'file', blob: await response.blob() };
}
