import type { FastifyInstance } from 'fastify';
import { PACKAGES_PAGE_SIZE, PackageMessages } from '../../../contract/packages';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { BusinessError, failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { todayIn } from '../../core/local-time';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { toMajor } from '../../core/money';
import { checkPhone } from '../members/validate';
import { lookupForPackage } from './lookup';
import { findPackage, graphData, listPackages, listSubscriptions, packageSummary, toWire, upcomingExpiry } from './repository';
import { createPackage, updatePackage } from './service';
import { cancelSubscription, payBalance, subscribe } from './subscriptions';
import { renewalQuote, termToRenew, withStart } from './renew';
import { quote } from './validate';

/** /api/membership/*: spec 2 §7 "Membership packages and subscriptions". */
export async function packageRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.packages;
  const tags = ['packages'];
  const staffOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  const today = (timeZone: string) => todayIn(timeZone);

  route(app, e.list, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const { page, active } = request.query;
    const { total, packages } = await listPackages(db, clubId, today(timeZone), {
      page,
      pageSize: PACKAGES_PAGE_SIZE,
      activeOnly: active === 1,
    });
    const pages = Math.ceil(total / PACKAGES_PAGE_SIZE);
    return { requestStatus: 1 as const, packages, paginationData: { next: page < pages ? page + 1 : -1, total: pages } };
  });

  route(app, e.package, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const p = await findPackage(db, clubId, request.query.packageId, today(timeZone));
    return p ? { requestStatus: 1 as const, package: toWire(p) } : failure(PackageMessages.notFound);
  });

  route(app, e.create, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.create), idempotencyKey(request), async (tx) => {
      const packageId = await createPackage(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return { requestStatus: 1 as const, message: PackageMessages.created, packageId };
    });
  });

  route(app, e.update, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.update), null, async (tx) => {
      await updatePackage(tx, await loadClub(tx, clubId), staffOf(request.session), request.body.packageId, request.body);
      return { requestStatus: 1 as const, message: PackageMessages.updated, packageId: request.body.packageId };
    });
  });

  route(app, e.customerDetails, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const phone = checkPhone(request.body.mobile, request.body.countryCode, request.session.callingCode);
    if (!phone.ok) return failure(phone.message);
    return { requestStatus: 1 as const, ...(await lookupForPackage(db, clubId, phone.value, today(timeZone))) };
  });

  route(app, e.quote, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    const p = await findPackage(db, clubId, request.body.packageId, today(timeZone));
    if (!p) return failure(PackageMessages.notFound);
    const day = today(timeZone);
    const asked = request.body.startDate?.trim() || null;
    const renews = request.body.renewsSubscriptionId;
    let q;
    try {
      q = renews
        ? renewalQuote(p, (await termToRenew(db, clubId, renews, p.id, null, false)).renewalDate, asked, day)
        : withStart(quote(p, asked ?? day, day), asked ?? day);
    } catch (err) {
      if (err instanceof BusinessError) return failure(err.message);
      throw err;
    }
    if (!q.ok) return failure(q.message);
    const { startDate, grossMinor, period, renewalDate } = q.value;
    return { requestStatus: 1 as const, startDate, grossPrice: toMajor(grossMinor), period, renewalDate };
  });

  route(app, e.subscribe, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.subscribe), idempotencyKey(request), async (tx) => {
      const subscriptionId = await subscribe(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return { requestStatus: 1 as const, message: PackageMessages.subscribed, subscriptionId };
    });
  });

  route(app, e.subscriptions, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    if (request.query.expiry === 1) return { requestStatus: 1 as const, expiring: await upcomingExpiry(db, clubId, today(timeZone)) };
    const { packageId } = request.query;
    if (packageId && !(await findPackage(db, clubId, packageId, today(timeZone)))) return failure(PackageMessages.notFound);
    return { requestStatus: 1 as const, subscriptions: await listSubscriptions(db, clubId, today(timeZone), packageId) };
  });

  route(app, e.subscriptionPaymentUpdate, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.subscriptionPaymentUpdate), idempotencyKey(request), async (tx) => {
      await payBalance(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return { requestStatus: 1 as const, message: PackageMessages.paid };
    });
  });

  route(app, e.subscriptionCancel, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.subscriptionCancel), null, async (tx) => {
      await cancelSubscription(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return { requestStatus: 1 as const, message: PackageMessages.cancelled };
    });
  });

  route(app, e.summary, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    return { requestStatus: 1 as const, userSummary: await packageSummary(db, clubId, today(timeZone)) };
  });

  route(app, e.graph, { tags }, async (request) => {
    const { clubId, timeZone } = request.session;
    return { requestStatus: 1 as const, ...(await graphData(db, clubId, today(timeZone))) };
  });
}
