import type { FastifyInstance } from 'fastify';
import { ADDON_EXPORT_FILE, AddonMessages, type ConfigExtra } from '../../../contract/addons';
import { AvailabilityMessages } from '../../../contract/availability';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { RUPEE_FORMAT, sendXlsx, type XlsxColumn } from '../../lib/xlsx-stream';
import { findActivity } from '../../core/club-context';
import { addAddon, checkAddon, listAddons, updateAddon } from './service';
import { offeredAddons } from './offered';

const COLUMNS: XlsxColumn<ConfigExtra>[] = [
  { header: 'Name', width: 30, value: (e) => e.name },
  { header: 'Qty Available', width: 14, value: (e) => e.quantity },
  { header: 'Price Per Item', width: 16, value: (e) => e.price, numFmt: RUPEE_FORMAT },
  { header: 'Per/All Activity', width: 22, value: (e) => (e.isPerActivity ? (e.activityName ?? 'Per Activity') : 'All Activity') },
  { header: 'Rental/Non Rental', width: 18, value: (e) => (e.isRent ? 'Rental' : 'Non Rental') },
  { header: 'Active/Inactive', width: 16, value: (e) => (e.isActive ? 'Active' : 'Inactive') },
];

/** /api/club/extras/*: the Addons Configurations screen (feature 14); /api/extras/offered for the desk. */
export async function addonRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.addons;
  const tags = ['addons'];
  const actorOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });

  // What the desk may sell with a booking: read with the calendar, as GET /extras is.
  route(app, e.offered, { tags: ['cart'] }, async (request) => {
    const { clubId } = request.session;
    const activityId = request.query.activityId ?? null;
    if (activityId !== null && !(await findActivity(db, clubId, activityId))) return failure(AvailabilityMessages.activityNotFound);
    return { requestStatus: 1 as const, extras: await offeredAddons(db, clubId, activityId) };
  });

  route(app, e.list, { tags }, async (request) => ({
    requestStatus: 1 as const,
    configExtras: await listAddons(db, request.session.clubId),
  }));

  route(app, e.configure, { tags }, async (request) => {
    const b = request.body;
    const fields = checkAddon(b);
    const activityId = b.isPerActivity ? (b.activityId ?? null) : null;
    if (!fields || (b.isPerActivity && activityId === null)) return failure(AddonMessages.invalid);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.configure), null, async (tx) => {
      await addAddon(tx, clubId, fields, b.isRent, activityId, actorOf(request.session));
      return { requestStatus: 1 as const, message: AddonMessages.added };
    });
  });

  route(app, e.update, { tags }, async (request) => {
    const fields = checkAddon(request.body);
    if (!fields) return failure(AddonMessages.invalid);
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.update), null, async (tx) => {
      await updateAddon(tx, clubId, request.body.extraId, fields, request.body.active, actorOf(request.session));
      return { requestStatus: 1 as const, message: AddonMessages.updated };
    });
  });

  route(app, e.listDownload, { tags }, async (request, reply) => {
    const list = await listAddons(db, request.session.clubId);
    return sendXlsx(
      reply,
      ADDON_EXPORT_FILE,
      'Add-ons',
      COLUMNS,
      (async function* () {
        yield list;
      })(),
    );
  });
}
