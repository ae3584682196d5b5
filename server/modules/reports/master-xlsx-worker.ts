import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReportRow } from '../../../contract/reports';
import { REPORT_COLUMNS } from '../../../contract/reports-columns';
import { writeXlsxBook, type XlsxValue } from '../../lib/xlsx-stream';
import { ClubNames, parsePageJson, rowsOfPage, rowsOfPageText } from './kinds/master-rows';
import type { FromWorker, MasterSheetSpec, MasterWorkerData, ToWorker } from './master-xlsx-messages';
import { wallSerial } from './wall-clock';
import { xlsxColumns } from './xlsx-columns';

/*
 * The master .xlsx's own thread (ADR 0040): it turns the page texts the main thread reads into
 * rows, sheet XML and deflated zip bytes, while the main thread (PGlite's only one) goes on
 * reading pages. Pages and file bytes both flow under credit: the main thread sends a page
 * only while fewer than two wait here, and a chunk's write completes when the main thread
 * has handed it to the reply (so a slow client slows this thread, not memory).
 */
const port = parentPort!;
const post = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);
const { sheets, headers, words } = workerData as MasterWorkerData;

type Page = Extract<ToWorker, { sheet: number }>;
const inbox: Page[] = [];
let wakeReader: (() => void) | null = null;
let written: (() => void) | null = null;
let reread: ((json: string) => void) | null = null;

port.on('message', (message: ToWorker) => {
  if ('ack' in message) {
    const done = written;
    written = null;
    done?.();
  } else if ('json' in message) {
    const done = reread;
    reread = null;
    done?.(message.json);
  } else {
    inbox.push(message);
    wakeReader?.();
  }
});

/** The page the main thread sent last-but-waiting, read again as JSON. */
function pageAsJson(): Promise<string> {
  return new Promise((resolve) => {
    reread = resolve;
    post({ reread: true });
  });
}

function nextPage(): Promise<Page> {
  const head = inbox.shift();
  if (head) return Promise.resolve(head);
  return new Promise((resolve) => {
    wakeReader = () => {
      wakeReader = null;
      resolve(inbox.shift()!);
    };
  });
}

/** Each sheet's tail rows, set when its end arrives (before the sheet writer asks for them). */
const tails: XlsxValue[][][] = [];

/** The sheets arrive in order, so one inbox serves them one after the other. */
async function* rowsOf(spec: MasterSheetSpec, sheet: number): AsyncGenerator<ReportRow[]> {
  const club = ClubNames.of(spec.names);
  // The time as a spreadsheet serial: the date-time column takes numbers as they are.
  const wall = wallSerial(spec.timeZone);
  for (;;) {
    const page = await nextPage();
    if ('end' in page) {
      tails[sheet] = page.tail;
      return;
    }
    const rows = rowsOfPageText(page.text, club, wall) ?? rowsOfPage(parsePageJson(await pageAsJson()), club, wall);
    post({ consumed: true });
    yield rows;
  }
}

const out = new Writable({
  highWaterMark: 1 << 20,
  write(chunk: Buffer, _encoding, callback) {
    // A copy of its own: zlib's output may share a pooled buffer, which cannot be transferred.
    const bytes = new Uint8Array(chunk.byteLength);
    bytes.set(chunk);
    written = () => callback();
    post({ chunk: bytes }, [bytes.buffer]);
  },
});

// The header row came resolved (once, on the main thread): no lookup per cell here.
const columns = xlsxColumns<ReportRow>(REPORT_COLUMNS.master, headers, words);
writeXlsxBook(
  out,
  sheets.map((spec, i) => ({ title: spec.title, columns, source: rowsOf(spec, i), tail: () => tails[i] ?? [] })),
)
  .then(() => post({ done: true }))
  .catch((err: unknown) => post({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) }));
