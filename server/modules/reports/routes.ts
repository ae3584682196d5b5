import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { REPORT_KINDS, REPORT_PATHS, ReportMessages, reportClubsReply, reportDownloadQuery, reportReply, reportRequest } from '../../../contract/reports';
import { requires } from '../../plugins/auth';
import { failure } from '../availability/business-error';
import { reportClubs } from './clubs';
import { isEmptyReport, runReport } from './service';
import { sendReportXlsx } from './xlsx';

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
      ...(await runReport(db, kind, request.session.userId, request.body)),
    }));

    app.get(`${path}/download`, { ...read, schema: { tags, querystring: reportDownloadQuery } }, async (request, reply) => {
      const result = await runReport(db, kind, request.session.userId, request.query);
      // Nothing to put in a file: the /download page shows this message instead.
      if (isEmptyReport(result)) return failure(ReportMessages.empty);
      return sendReportXlsx(reply, result);
    });
  }
}
