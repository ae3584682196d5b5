import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ENQUIRIES_PER_HOUR, SupportMessages } from '../../../contract/support';
import { endpoints } from '../../../contract/endpoint-table';
import { firstRow } from '../../db/rows';
import { enqueue } from '../../ledger/outbox';
import { findSession } from '../../plugins/auth';
import { route } from '../../plugins/route';
import { SUPPORT_INBOX } from './inbox';

/**
 * POST /api/public/get-in-touch: reachable before signing in (login page). Kept in
 * partner_enquiries and mailed to support through the outbox; a console sends its token, so
 * the enquiry names the club and person.
 */
export async function supportPublicRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, endpoints.support.getInTouch, { tags: ['support'] }, async (request) => {
    const { name, phone, email, venue, message } = request.body;
    const recent = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM partner_enquiries WHERE ip = ${request.ip} AND created_at > now() - interval '1 hour'`,
    );
    if ((recent?.n ?? 0) >= ENQUIRIES_PER_HOUR) return { requestStatus: 0 as const, message: SupportMessages.tooMany };
    const session = await findSession(db, request);
    const body = [
      `Name: ${name}`,
      `Phone: ${phone}`,
      `Email: ${email || '-'}`,
      `Venue: ${venue || '-'}`,
      session ? `Signed in as: ${session.username} (club ${session.clubId})` : 'Not signed in',
      '',
      message,
    ].join('\n');
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO partner_enquiries (club_id, user_id, name, phone, email, venue, message, ip)
      VALUES (${session?.clubId ?? null}, ${session?.userId ?? null}, ${name}, ${phone}, ${email || null}, ${venue || null}, ${message}, ${request.ip})`);
      await enqueue(tx, [
        { clubId: session?.clubId ?? null, channel: 'email', recipient: SUPPORT_INBOX, subject: `Get in touch: ${name}`, body },
      ]);
    });
    return { requestStatus: 1 as const, message: SupportMessages.received };
  });
}
