import { z } from 'zod';
import { okReply, orFailure } from './session';
import { addonsEndpoints } from './endpoints/addons';
import { auditEndpoints } from './endpoints/audit';
import { bulkEndpoints } from './endpoints/bulk';
import { dataEndpoints } from './endpoints/data';
import { documentsEndpoints } from './endpoints/documents';
import { eventsEndpoints } from './endpoints/events';
import { reportsEndpoints } from './endpoints/reports';
import { taxEndpoints } from './endpoints/tax';

/**
 * Download tickets (issue 26 item 2, ADR 0069): a `/download` link's `auth` is a ticket for one
 * file, never the session token. The console asks for one right before it opens the link.
 */

/** How long a ticket can be used: the /download page uses it the moment it opens. */
export const DOWNLOAD_TICKET_SECONDS = 60;

export { TICKET_SCHEME } from './ticket-scheme';

/** The files a ticket may be made for: every GET route the console opens through /download. */
export const DOWNLOAD_PATHS: readonly string[] = [
  addonsEndpoints.listDownload,
  auditEndpoints.download,
  bulkEndpoints.statement,
  dataEndpoints.exportAll,
  documentsEndpoints.receipt,
  documentsEndpoints.statement,
  eventsEndpoints.bookingListDownload,
  taxEndpoints.summaryDownload,
  ...Object.values(reportsEndpoints).filter((e) => e.path.endsWith('/download')),
].map((e) => e.path);

export const DownloadTicketMessages = {
  notADownload: 'Path is not a file that can be downloaded',
  /** The /download page shows it: the link was opened twice, too late, or for another file. */
  refused: 'This download link has expired or was already used. Start the download again from the console.',
} as const;

/** The query as both sides compare it: parameters sorted, encoded one way. */
export function canonicalQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  params.sort();
  return params.toString();
}

export const downloadTicketBody = z.object({
  path: z
    .string({ error: 'Path is required' })
    .max(300, 'Path cannot be longer than 300 characters')
    .refine((path) => DOWNLOAD_PATHS.includes(path), DownloadTicketMessages.notADownload),
  /** The query string of the file's URL, without '?'; '' for none. */
  query: z.string({ error: 'Query must be text' }).max(2_000, 'Query cannot be longer than 2,000 characters').default(''),
});
export type DownloadTicketBody = z.infer<typeof downloadTicketBody>;

export const downloadTicketReply = orFailure(okReply({ ticket: z.string() }));
