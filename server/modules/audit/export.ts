import type { AuditEntry } from '../../../contract/audit';
import type { XlsxColumn } from '../../lib/xlsx-stream';
import type { DocumentLanguage } from '../../lib/document-texts/document-language';

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
 * any header is sent and makes formula-looking text safe), headed in the person's language
 * (ADR 0087); the cells are the log's own words and values, as stored.
 */
export function auditColumns(timeZone: string, L: DocumentLanguage): XlsxColumn<AuditEntry>[] {
  const h = L.t.sheets.auditColumns;
  return [
    { header: h.when, width: 20, value: (e) => localTime(e.at, timeZone) },
    { header: h.who, width: 18, value: (e) => show(e.actor) },
    { header: h.what, width: 14, value: (e) => show(e.entity) },
    { header: h.id, width: 10, value: (e) => e.entityId ?? '' },
    { header: h.change, width: 16, value: (e) => show(e.action) },
    { header: h.before, width: 50, value: (e) => show(e.before) },
    { header: h.after, width: 50, value: (e) => show(e.after) },
  ];
}
