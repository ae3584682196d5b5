import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { sendExport } from './export-all';

/** GET /api/export/download: the club's data as one .zip (issue 31). Admins (feature 19). */
export async function dataExportRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, endpoints.data.exportAll, { tags: ['data'] }, async (request, reply) => {
    const club = await loadClub(db, request.session.clubId);
    const slug =
      club.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'club';
    return sendExport(reply, db, club.clubId, club.name, `${slug}-export-${todayIn(club.timeZone)}.zip`);
  });
}
