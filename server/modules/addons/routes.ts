import type { FastifyInstance } from 'fastify';
import { ADDON_EXPORT_FILE, AddonMessages, type ConfigExtra } from '../../../contract/addons';
import { AvailabilityMessages } from '../../../contract/availability';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { runWrite } from '../../core/run-write';
import { RUPEE_FORMAT, sendXlsx, type XlsxColumn } from '../../lib/xlsx-stream';
import { findActivity } from '../../core/club-context';
import { documentLanguage, type DocumentLanguage } from '../../lib/document-texts/document-language';
import { addAddon, checkAddon, listAddons, updateAddon } from './service';
import { offeredAddons } from './offered';

/** The add-ons list as the screen shows it, in the person's language (ADR 0087). */
function columns(L: DocumentLanguage): XlsxColumn<ConfigExtra>[] {
  const h = L.t.sheets.addonColumns;
  const v = L.t.sheets.addonValues;
  return [
    { header: h.name, width: 30, value: (e) => e.name },
    { header: h.quantity, width: 14, value: (e) => e.quantity },
    { header: h.price, width: 16, value: (e) => e.price, numFmt: RUPEE_FORMAT },
    { header: h.scope, width: 22, value: (e) => (e.isPerActivity ? (e.activityName ?? v.perActivity) : v.allActivity) },
    { header: h.rental, width: 18, value: (e) => (e.isRent ? v.rental : v.nonRental) },
    { header: h.active, width: 16, value: (e) => (e.isActive ? v.active : v.inactive) },
  ];
}

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
    const L = documentLanguage(request.session.language);
    return sendXlsx(
      reply,
      ADDON_EXPORT_FILE,
      L.t.sheets.addons,
      columns(L),
      (async function* () {
        yield list;
      })(),
    );
  });
}
