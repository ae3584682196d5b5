import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { AUDIT_PAGE_SIZE, AuditMessages, auditFacetsReply, auditQuery, auditReply } from '../../../contract/audit';
import { StaffMessages } from '../../../contract/staff';
import { requires, type SessionInfo } from '../../plugins/auth';
import { sendEnvelope } from '../../plugins/errors';
import { auditFacets, auditPage, type AuditFilter } from './repository';
import { auditWorkbook } from './export';

type Query = { actor?: string; kind?: string; from?: string; to?: string };

function filterOf(session: SessionInfo, q: Query): AuditFilter | null {
  if (q.from && q.to && q.to < q.from) return null;
  return {
    clubId: session.clubId,
    timeZone: session.timeZone,
    actor: q.actor || undefined,
    kind: q.kind || undefined,
    from: q.from,
    to: q.to,
  };
}

const notAdmin = { requestStatus: 0 as const, message: StaffMessages.noPermission };
const badPeriod = { requestStatus: 0 as const, message: AuditMessages.invalidPeriod };

/**
 * The audit log: the whole history table of the club, read-only. Admins only (it shows every
 * person's actions); the routes sit under Staff Management. There is no route that edits or
 * deletes an entry.
 */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const tags = ['audit'];

  app.get(
    '/audit-log',
    { ...requires(Feature.staff, 'read'), schema: { tags, querystring: auditQuery, response: { 200: auditReply } } },
    async (request) => {
      if (request.session.role !== 'admin') return notAdmin;
      const filter = filterOf(request.session, request.query);
      if (!filter) return badPeriod;
      const { entries, total } = await auditPage(db, filter, request.query.page, AUDIT_PAGE_SIZE);
      return { requestStatus: 1 as const, entries, total, page: request.query.page, pageSize: AUDIT_PAGE_SIZE };
    },
  );

  app.get(
    '/audit-log/facets',
    { ...requires(Feature.staff, 'read'), schema: { tags, response: { 200: auditFacetsReply } } },
    async (request) => {
      if (request.session.role !== 'admin') return notAdmin;
      return { requestStatus: 1 as const, ...(await auditFacets(db, request.session.clubId)) };
    },
  );

  // The /download page fetches this with the session's token and saves the file.
  app.get(
    '/audit-log/download',
    { ...requires(Feature.staff, 'read'), schema: { tags, querystring: auditQuery } },
    async (request, reply) => {
      if (request.session.role !== 'admin') return sendEnvelope(reply, 200, notAdmin);
      const filter = filterOf(request.session, request.query);
      if (!filter) return sendEnvelope(reply, 200, badPeriod);
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', 'attachment; filename="audit-log.xlsx"');
      reply.header('cache-control', 'no-store');
      return reply.send(auditWorkbook(db, filter, (err) => request.log.error({ err }, 'audit export failed')));
    },
  );
}
