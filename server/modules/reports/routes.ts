import type { FastifyInstance } from 'fastify';
import { REPORT_KINDS, REPORT_PAGE_SIZE, ReportMessages } from '../../../contract/reports';
import { endpoints } from '../../../contract/endpoint-table';
import { reportKindEndpoints } from '../../../contract/endpoints/reports';
import { route } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { reportClubs } from './clubs';
import { isEmptyReport, reportPage, runReport, type ReportResult } from './service';
import { sendReportXlsx } from './xlsx';
import { documentLanguage } from '../../lib/document-texts/document-language';

/** The reply without the server-side scopes. */
function wire({ scopes, ...result }: ReportResult) {
  void scopes;
  return result;
}

/**
 * /api/reports/*: the Reports screen (feature 16). The session's club must grant Reports to
 * open the screen; each requested club is then checked on its own (clubs.ts), so a club where
 * the person has no Reports permission contributes nothing.
 */
export async function reportRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.reports;
  const tags = ['reports'];

  route(app, e.clubs, { tags }, async (request) => ({
    requestStatus: 1 as const,
    clubs: (await reportClubs(db, request.session.userId)).map(({ clubId, clubName }) => ({ clubId, clubName })),
  }));

  for (const kind of REPORT_KINDS) {
    const { view, download } = reportKindEndpoints[kind];
    route(app, view, { tags }, async (request) => ({
      requestStatus: 1 as const,
      ...wire(await runReport(db, kind, request.session.userId, request.body, { pageSize: request.body.pageSize })),
    }));

    route(app, download, { tags }, async (request, reply) => {
      // Summaries first (SQL aggregates); master rows are read batch by batch into the file, which adds up their money (ADR 0093).
      const result = await runReport(db, kind, request.session.userId, { ...request.query, pageSize: REPORT_PAGE_SIZE }, 'file');
      // Nothing to put in a file: the /download page shows this message instead.
      if (isEmptyReport(result)) return failure(ReportMessages.empty);
      return sendReportXlsx(reply, db, app.dbHandle.kind, result, request.query, documentLanguage(request.session.language));
    });
  }

  // The View Reports table's further master pages (ADR 0036); another club's id is "not found".
  route(app, e.transactionsPage, { tags }, async (request) => {
    const { clubId, after, pageSize } = request.body;
    const page = await reportPage(db, request.session.userId, request.body, clubId, after, pageSize);
    if (!page) return failure(ReportMessages.notFound);
    return { requestStatus: 1 as const, clubId, ...page };
  });
}
