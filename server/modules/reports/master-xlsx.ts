import { Worker } from 'node:worker_threads';
import type { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { reportFileName } from '../../../contract/reports';
import { startFile, type XlsxValue } from '../../lib/xlsx-stream';
import type { Queryable } from '../../db/client';
import { masterPageTexts, type MasterFilter } from './kinds/master';
import { ClubNames, pageJson, type RawPage } from './kinds/master-rows';
import type { FromWorker, MasterSheetSpec, MasterWorkerData, ToWorker } from './master-xlsx-messages';
import type { ReportResult } from './service';
import { reportWords } from '../../lib/document-texts/report-words';
import { reportHeaders, tailOf } from './xlsx-columns';
import { toMajor } from './kinds/shared';
import { REPORT_COLUMNS } from '../../../contract/reports-columns';
import type { DocumentLanguage } from '../../lib/document-texts/document-language';

const WORKER = new URL('./master-xlsx-worker.mjs', import.meta.url);
/** Page texts sent to the worker and not yet taken: enough to keep it busy, few enough to hold. */
const PAGES_AHEAD = 2;

type Pages = AsyncGenerator<RawPage>;

let running = 0;
/** Report worker threads alive now (each download has one until its file is done or dropped). */
export const runningReportWorkers = (): number => running;

/**
 * The master report's .xlsx (ADR 0040): this thread reads each club's pages as text and sends
 * them to a worker thread, which parses them, writes the sheet XML and deflates it; its bytes
 * come back here into the reply. On PGlite the database runs on this thread, so the two halves
 * now run side by side. As before (ADR 0036), the first page is read before any header is
 * sent: a query that fails still answers as JSON, not a broken download.
 */
export async function sendMasterXlsx(
  reply: FastifyReply,
  q: Queryable,
  result: ReportResult,
  f: MasterFilter,
  pageSize: number,
  L: DocumentLanguage,
): Promise<FastifyReply> {
  const sheets: MasterSheetSpec[] = [];
  for (const [i, club] of result.data.entries()) {
    sheets.push({ title: club.clubName, timeZone: result.scopes[i].timeZone, names: await ClubNames.snapshot(q, club.clubId) });
  }
  // The summary under a sheet: paid, refund and net add up the rows sent (runReport's 'file'
  // mode did not read them, ADR 0093); the cash closes' figures came with the result.
  const tail = (i: number, sums: Sums): XlsxValue[][] => {
    const club = result.data[i];
    const summary = { ...club.summary, paid: toMajor(sums.paid), refund: toMajor(sums.refund), net: toMajor(sums.paid - sums.refund) };
    return tailOf('master', { ...club, summary }, L);
  };
  const pages = result.scopes.map((s) => masterPageTexts(q, s, f, pageSize));
  const first = pages.length > 0 ? await pages[0].next() : null;
  const out = startFile(reply, reportFileName('master'));
  feed(q, out, { sheets, headers: reportHeaders(REPORT_COLUMNS.master, L), words: reportWords(L) }, pages, first, tail).catch(
    (err: unknown) => out.destroy(err as Error),
  );
  return reply.send(out);
}

/** A sheet's paid (Σ positive) and refund (Σ |negative|) in minor units, added up page by page. */
interface Sums {
  paid: number;
  refund: number;
}

async function feed(
  q: Queryable,
  out: PassThrough,
  workerData: MasterWorkerData,
  pages: Pages[],
  first: IteratorResult<RawPage> | null,
  tail: (sheet: number, sums: Sums) => XlsxValue[][],
): Promise<void> {
  // Old space capped at 128 MB: left alone, V8 let the worker's heap fill with garbage between
  // collections (the server's peak was 764 MB against 690-713 MB capped, with no more CPU).
  // What the worker holds at once is two page texts, one page's rows and the shared strings:
  // it completes the year's report even at 40 MB, only slowly (ADR 0041). A young generation of
  // 48 MB lets a page's text and rows die there instead of being promoted and marked: ~7 % less
  // CPU per download on both databases for ~5-10 MB more peak (ADR 0089).
  const worker = new Worker(WORKER, { workerData, resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 48 } });
  running++;
  worker.once('exit', () => running--);
  const send = (message: ToWorker) => worker.postMessage(message);
  /** Pages sent and not yet taken, oldest first: the worker takes (or asks again for) the oldest. */
  const sent: RawPage[] = [];
  let stopped = false;
  let wakeFeeder: (() => void) | null = null;
  const wake = () => {
    const w = wakeFeeder;
    wakeFeeder = null;
    w?.();
  };
  const finished = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if ('chunk' in message) {
        const bytes = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
        if (out.write(bytes)) send({ ack: true });
        else out.once('drain', () => send({ ack: true }));
      } else if ('consumed' in message) {
        sent.shift();
        wake();
      } else if ('reread' in message) {
        pageJson(q, sent[0].page).then((json) => send({ json }), reject);
      } else if ('done' in message) resolve();
      else reject(new Error(`report worker: ${message.failed}`));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`report worker stopped (exit code ${code}) before the file was complete`)));
  });
  // Either may fail while the other is still under way: Promise.all hears the first, the other must not go unheard.
  finished.catch(() => undefined);
  // The client went away (or the file failed): stop reading pages and stop the worker. A chunk
  // waiting for 'drain' would wait forever, so the file counts as failed (after a complete
  // file, 'close' comes when it has settled and changes nothing).
  let dropped: (() => void) | null = null;
  const gone = new Promise<void>((_, reject) => (dropped = () => reject(new Error('the client went away before the file was complete'))));
  gone.catch(() => undefined);
  out.on('close', () => {
    stopped = true;
    wake();
    dropped?.();
  });
  const feeding = (async () => {
    for (const [i, clubPages] of pages.entries()) {
      const sums: Sums = { paid: 0, refund: 0 };
      let step = i === 0 && first ? first : await clubPages.next();
      while (!step.done && !stopped) {
        while (sent.length >= PAGES_AHEAD && !stopped) await new Promise<void>((resolve) => (wakeFeeder = resolve));
        if (stopped) break;
        sent.push(step.value);
        sums.paid += step.value.paid;
        sums.refund += step.value.refund;
        send({ sheet: i, text: step.value.text });
        step = await clubPages.next();
      }
      if (stopped) {
        for (const rest of pages.slice(i)) await rest.return(undefined);
        return;
      }
      send({ sheet: i, end: true, tail: tail(i, sums) });
    }
  })();
  feeding.catch(() => undefined);
  try {
    await Promise.race([Promise.all([feeding, finished]), gone]);
    out.end();
  } finally {
    stopped = true;
    await worker.terminate();
  }
}
