import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  REPORT_KINDS,
  REPORT_PAGE_SIZE,
  REPORT_PATHS,
  ReportMessages,
  reportClubsReply,
  reportDownloadQuery,
  reportPageReply,
  reportPageRequest,
  reportReply,
  reportRequest,
} from '../../../contract/reports';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { reportClubs } from './clubs';
import { isEmptyReport, reportPage, runReport, type ReportResult } from './service';
import { sendReportXlsx } from './xlsx';

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
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.reports, 'read');
  const tags = ['reports'];

  app.get('/reports/clubs', { ...read, schema: { tags, response: { 200: reportClubsReply } } }, async (request) => ({
    requestStatus: 1 as const,
    clubs: (await reportClubs(db, request.session.userId)).map(({ clubId, clubName }) => ({ clubId, clubName })),
  }));

  for (const kind of REPORT_KINDS) {
    const path = `/reports/${REPORT_PATHS[kind]}/multiple-clubs`;
    app.post(path, { ...read, schema: { tags, body: reportRequest, response: { 200: reportReply } } }, async (request) => ({
      requestStatus: 1 as const,
      ...wire(await runReport(db, kind, request.session.userId, request.body, { pageSize: request.body.pageSize })),
    }));

    app.get(`${path}/download`, { ...read, schema: { tags, querystring: reportDownloadQuery } }, async (request, reply) => {
      // Summaries first (SQL aggregates); master rows are read again batch by batch into the file.
      const result = await runReport(db, kind, request.session.userId, { ...request.query, pageSize: REPORT_PAGE_SIZE }, 'summary');
      // Nothing to put in a file: the /download page shows this message instead.
      if (isEmptyReport(result)) return failure(ReportMessages.empty);
      return sendReportXlsx(reply, db, fastify.dbHandle.kind, result, request.query);
    });
  }

  // The View Reports table's further master pages (ADR 0036); another club's id is "not found".
  app.post(
    `/reports/${REPORT_PATHS.master}/multiple-clubs/page`,
    { ...read, schema: { tags, body: reportPageRequest, response: { 200: reportPageReply } } },
    async (request) => {
      const { clubId, after, pageSize } = request.body;
      const page = await reportPage(db, request.session.userId, request.body, clubId, after, pageSize);
      if (!page) return failure(ReportMessages.notFound);
      return { requestStatus: 1 as const, clubId, ...page };
    },
  );
}
