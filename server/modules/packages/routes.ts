import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import {
  PACKAGES_PAGE_SIZE,
  PackageMessages,
  cancelRequest,
  graphReply,
  packageCreateRequest,
  packageIdQuery,
  packageListQuery,
  packageListReply,
  packageLookupReply,
  packageLookupRequest,
  packageReply,
  packageUpdateRequest,
  packageWriteReply,
  paymentUpdateRequest,
  quoteReply,
  quoteRequest,
  subscriptionListQuery,
  subscriptionListReply,
  subscriptionReply,
  subscriptionRequest,
  summaryReply,
} from '../../../contract/packages';
import { requires } from '../../plugins/auth';
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
export async function packageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.membershipPackages, 'read');
  const write = requires(Feature.membershipPackages, 'write');
  const staffOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  const today = (timeZone: string) => todayIn(timeZone);

  app.get(
    '/membership/package/details',
    { ...read, schema: { tags: ['packages'], querystring: packageListQuery, response: { 200: packageListReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const { page, active } = request.query;
      const { total, packages } = await listPackages(db, clubId, today(timeZone), {
        page,
        pageSize: PACKAGES_PAGE_SIZE,
        activeOnly: active === 1,
      });
      const pages = Math.ceil(total / PACKAGES_PAGE_SIZE);
      return { requestStatus: 1 as const, packages, paginationData: { next: page < pages ? page + 1 : -1, total: pages } };
    },
  );

  app.get(
    '/membership/package',
    { ...read, schema: { tags: ['packages'], querystring: packageIdQuery, response: { 200: packageReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const p = await findPackage(db, clubId, request.query.packageId, today(timeZone));
      return p ? { requestStatus: 1 as const, package: toWire(p) } : failure(PackageMessages.notFound);
    },
  );

  app.post(
    '/membership/package/create',
    { ...write, schema: { tags: ['packages'], body: packageCreateRequest, response: { 200: packageWriteReply } } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'membership/package/create', idempotencyKey(request), async (tx) => {
        const packageId = await createPackage(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
        return { requestStatus: 1 as const, message: PackageMessages.created, packageId };
      });
    },
  );

  app.post(
    '/membership/package/update',
    { ...write, schema: { tags: ['packages'], body: packageUpdateRequest, response: { 200: packageWriteReply } } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'membership/package/update', null, async (tx) => {
        await updatePackage(tx, await loadClub(tx, clubId), staffOf(request.session), request.body.packageId, request.body);
        return { requestStatus: 1 as const, message: PackageMessages.updated, packageId: request.body.packageId };
      });
    },
  );

  app.post(
    '/membership/customer/details',
    { ...read, schema: { tags: ['packages'], body: packageLookupRequest, response: { 200: packageLookupReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      const phone = checkPhone(request.body.mobile, request.body.countryCode, request.session.callingCode);
      if (!phone.ok) return failure(phone.message);
      return { requestStatus: 1 as const, ...(await lookupForPackage(db, clubId, phone.value, today(timeZone))) };
    },
  );

  app.post(
    '/membership/subscription/quote',
    { ...read, schema: { tags: ['packages'], body: quoteRequest, response: { 200: quoteReply } } },
    async (request) => {
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
    },
  );

  app.post(
    '/membership/subscription',
    { ...write, schema: { tags: ['packages'], body: subscriptionRequest, response: { 200: subscriptionReply } } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'membership/subscription', idempotencyKey(request), async (tx) => {
        const subscriptionId = await subscribe(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
        return { requestStatus: 1 as const, message: PackageMessages.subscribed, subscriptionId };
      });
    },
  );

  app.get(
    '/membership/subscription/details',
    { ...read, schema: { tags: ['packages'], querystring: subscriptionListQuery, response: { 200: subscriptionListReply } } },
    async (request) => {
      const { clubId, timeZone } = request.session;
      if (request.query.expiry === 1) return { requestStatus: 1 as const, expiring: await upcomingExpiry(db, clubId, today(timeZone)) };
      const { packageId } = request.query;
      if (packageId && !(await findPackage(db, clubId, packageId, today(timeZone)))) return failure(PackageMessages.notFound);
      return { requestStatus: 1 as const, subscriptions: await listSubscriptions(db, clubId, today(timeZone), packageId) };
    },
  );

  app.post(
    '/membership/subscription/payment/update',
    { ...write, schema: { tags: ['packages'], body: paymentUpdateRequest, response: { 200: baseReply } } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'membership/subscription/payment/update', idempotencyKey(request), async (tx) => {
        await payBalance(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
        return { requestStatus: 1 as const, message: PackageMessages.paid };
      });
    },
  );

  app.post(
    '/membership/subscription/cancel',
    { ...write, schema: { tags: ['packages'], body: cancelRequest, response: { 200: baseReply } } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'membership/subscription/cancel', null, async (tx) => {
        await cancelSubscription(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
        return { requestStatus: 1 as const, message: PackageMessages.cancelled };
      });
    },
  );

  app.get('/membership/package/summary', { ...read, schema: { tags: ['packages'], response: { 200: summaryReply } } }, async (request) => {
    const { clubId, timeZone } = request.session;
    return { requestStatus: 1 as const, userSummary: await packageSummary(db, clubId, today(timeZone)) };
  });

  app.get('/membership/graph/data', { ...read, schema: { tags: ['packages'], response: { 200: graphReply } } }, async (request) => {
    const { clubId, timeZone } = request.session;
    return { requestStatus: 1 as const, ...(await graphData(db, clubId, today(timeZone))) };
  });
}
