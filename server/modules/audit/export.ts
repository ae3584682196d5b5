import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Queryable } from '../../db/client';
import { AUDIT_EXPORT_LIMIT } from '../../../contract/audit';
import { auditBatches, type AuditFilter } from './repository';

/** A text cell that a spreadsheet could read as a formula (= + - @, tab, CR) gets a leading quote. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  return safeCell(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Club-local "YYYY-MM-DD HH:mm:ss" of an ISO instant. */
function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/**
 * The audit log as an .xlsx stream (exceljs streaming writer: rows are flushed as they are
 * written, so a long log never sits in memory whole).
 */
export function auditWorkbook(q: Queryable, filter: AuditFilter, onError: (err: unknown) => void): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'When', key: 'at', width: 20 },
    { header: 'Who', key: 'actor', width: 18 },
    { header: 'What', key: 'entity', width: 14 },
    { header: 'Id', key: 'entityId', width: 10 },
    { header: 'Change', key: 'action', width: 16 },
    { header: 'Before', key: 'before', width: 50 },
    { header: 'After', key: 'after', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const batch of auditBatches(q, filter, AUDIT_EXPORT_LIMIT)) {
      for (const e of batch) {
        sheet
          .addRow({
            at: localTime(e.at, filter.timeZone),
            actor: show(e.actor),
            entity: show(e.entity),
            entityId: e.entityId ?? '',
            action: show(e.action),
            before: show(e.before),
            after: show(e.after),
          })
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
