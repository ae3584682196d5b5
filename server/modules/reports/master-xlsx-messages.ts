import type { XlsxValue } from '../../lib/xlsx-stream';
import type { ClubNameList } from './kinds/master-rows';

/** One club's sheet as the worker builds it: the rows come as page texts, the tail with the sheet's end, the rest up front. */
export interface MasterSheetSpec {
  title: string;
  timeZone: string;
  names: ClubNameList;
}

/** What the worker starts with: its sheets, and the header row in the person's language (ADR 0087). */
export interface MasterWorkerData {
  sheets: MasterSheetSpec[];
  headers: string[];
  /** The words inside rows (type, mode) in that language, null in English (report-words.ts): a Map clones into the worker. */
  words: ReadonlyMap<string, string> | null;
}

/**
 * To the worker: a page text of sheet `sheet`, the end of that sheet with the summary and
 * cash-close rows under its money rows (the summary adds up the pages sent, ADR 0093), "the
 * last chunk is written", or the JSON of the page it asked to have read again.
 */
export type ToWorker =
  { sheet: number; text: string } | { sheet: number; end: true; tail: XlsxValue[][] } | { ack: true } | { json: string };

/**
 * From the worker: file bytes, "the oldest page sent is taken", "read the oldest page again
 * as JSON" (a free text in it held a separator), the file is complete, or why it failed.
 */
export type FromWorker = { chunk: Uint8Array } | { consumed: true } | { reread: true } | { done: true } | { failed: string };
