import type { AuditEntry } from '../../../contract/audit';
import type { XlsxColumn } from '../../lib/xlsx-stream';

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Club-local "YYYY-MM-DD HH:mm:ss" of an ISO instant. */
function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/**
 * The audit log's columns in its .xlsx (streamed by sendXlsx, which reads the first batch before
 * any header is sent and makes formula-looking text safe).
 */
export function auditColumns(timeZone: string): XlsxColumn<AuditEntry>[] {
  return [
    { header: 'When', width: 20, value: (e) => localTime(e.at, timeZone) },
    { header: 'Who', width: 18, value: (e) => show(e.actor) },
    { header: 'What', width: 14, value: (e) => show(e.entity) },
    { header: 'Id', width: 10, value: (e) => e.entityId ?? '' },
    { header: 'Change', width: 16, value: (e) => show(e.action) },
    { header: 'Before', width: 50, value: (e) => show(e.before) },
    { header: 'After', width: 50, value: (e) => show(e.after) },
  ];
}
