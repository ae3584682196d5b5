import { endpoints } from '../../../../contract/endpoint-table';
import {
  CSV_TYPE,
  IMPORT_FILE_NAME_HEADER,
  IMPORT_MAPPING_HEADER,
  IMPORT_PROGRESS_HEADER,
  XLSX_TYPE,
  type ImportKind,
  type ImportReply,
} from '../../../../contract/data-import';
import { api } from '../../../lib/api/client';
import type { ApiOutcome } from '../../../lib/api/outcome';

/** The file's type as the import reads it, from its name (browsers leave CSV types unset or odd). */
export function importType(file: File): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  return null;
}

const ENDPOINTS = {
  members: endpoints.data.importMembers,
  subscriptions: endpoints.data.importSubscriptions,
  bookings: endpoints.data.importBookings,
} as const;

/** Sends the file for a dry run or a commit of one kind, with the chosen mapping (field to column). */
export function sendImport(
  kind: ImportKind,
  file: File,
  dryRun: boolean,
  mapping: Record<string, string> | null,
  progressKey: string | null = null,
): Promise<ApiOutcome<ImportReply>> {
  const headers: Record<string, string> = { [IMPORT_FILE_NAME_HEADER]: encodeURIComponent(file.name) };
  if (progressKey) headers[IMPORT_PROGRESS_HEADER] = progressKey;
  if (mapping) headers[IMPORT_MAPPING_HEADER] = encodeURIComponent(JSON.stringify(mapping));
  return api.call(ENDPOINTS[kind], undefined, {
    query: { dryRun: dryRun ? '1' : '0' },
    file: { data: file, type: importType(file) ?? CSV_TYPE },
    headers,
    // A 50,000-row commit takes up to a minute on a small server.
    timeoutMs: dryRun ? 60_000 : 180_000,
    present: { failure: 'error' },
  });
}

const PROGRESS_POLL_MS = 1_000;

/**
 * Asks every second how far the commit named by `key` is, until stopped: each batch's rows count
 * when its transaction commits. Quiet: a missed poll is simply asked again.
 */
export function watchProgress(key: string, onProgress: (done: number, total: number) => void): () => void {
  let stopped = false;
  const timer = setInterval(() => {
    void api.call(endpoints.data.importProgress, { key }, { present: false }).then((o) => {
      if (!stopped && o.ok && o.data.found) onProgress(o.data.done ?? 0, o.data.total ?? 0);
    });
  }, PROGRESS_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
