import type { FastifyInstance } from 'fastify';
import { AUDIT_EXPORT_LIMIT, AUDIT_PAGE_SIZE, AuditMessages } from '../../../contract/audit';
import { StaffMessages } from '../../../contract/staff';
import { endpoints } from '../../../contract/endpoint-table';
import type { SessionInfo } from '../../plugins/auth';
import { route } from '../../plugins/route';
import { sendEnvelope } from '../../plugins/errors';
import { auditBatches, auditFacets, auditPage, type AuditFilter } from './repository';
import { auditColumns } from './export';
import { sendXlsx } from '../../lib/xlsx-stream';
import { documentLanguage } from '../../lib/document-texts/document-language';

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
export async function auditRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.audit;
  const tags = ['audit'];

  route(app, e.list, { tags }, async (request) => {
    if (request.session.role !== 'admin') return notAdmin;
    const filter = filterOf(request.session, request.query);
    if (!filter) return badPeriod;
    const { entries, total } = await auditPage(db, filter, request.query.page, AUDIT_PAGE_SIZE);
    return { requestStatus: 1 as const, entries, total, page: request.query.page, pageSize: AUDIT_PAGE_SIZE };
  });

  route(app, e.facets, { tags }, async (request) => {
    if (request.session.role !== 'admin') return notAdmin;
    return { requestStatus: 1 as const, ...(await auditFacets(db, request.session.clubId)) };
  });

  // The /download page fetches this with the session's token and saves the file.
  route(app, e.download, { tags }, async (request, reply) => {
    if (request.session.role !== 'admin') return sendEnvelope(reply, 200, notAdmin);
    const filter = filterOf(request.session, request.query);
    if (!filter) return sendEnvelope(reply, 200, badPeriod);
    const L = documentLanguage(request.session.language);
    return sendXlsx(
      reply,
      'audit-log.xlsx',
      L.t.sheets.auditLog,
      auditColumns(filter.timeZone, L),
      auditBatches(db, filter, AUDIT_EXPORT_LIMIT),
    );
  });
}
