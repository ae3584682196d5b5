import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import { baseReply } from '../../../contract/envelope';
import {
  MEMBERS_PAGE_SIZE,
  MemberMessages,
  memberBookingsReply,
  memberDeleteRequest,
  memberDetailsQuery,
  memberDetailsReply,
  memberIdQuery,
  memberMirrorQuery,
  memberMirrorReply,
  memberRegistrationReply,
  memberRegistrationRequest,
  memberSearchQuery,
  memberSearchReply,
  memberSubscriptionsReply,
  memberSubscriptionsRequest,
  memberTransactionsReply,
  memberUpdateRequest,
  pinCreateRequest,
  pinUpdateRequest,
  rechargeRequest,
  validityRequest,
} from '../../../contract/members';
import { requires } from '../../plugins/auth';
import { failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { checkPhone, text } from './validate';
import { listMembers, memberBookings, memberById, memberIdByPhone, memberTransactions, packagesOf } from './repository';
import { deleteMember, registerMember, updateMember } from './service';
import { createPin, recharge, updatePin, updateValidity } from './credits';
import { memberMirror } from './mirror';

/** /api/member/*: spec 2 §7 "Members". Every query is scoped by the session's club. */
export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const read = requires(Feature.members, 'read');
  const write = requires(Feature.members, 'write');
  const credits = requires(Feature.memberCredits, 'write');
  const ok = { 200: baseReply };
  const staffOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  const done = (message: string) => ({ requestStatus: 1 as const, message });

  app.get(
    '/member/search',
    { ...read, schema: { tags: ['members'], querystring: memberSearchQuery, response: { 200: memberSearchReply } } },
    async (request) => {
      const { clubId } = request.session;
      const { mobile, countryCode, page } = request.query;
      let phone;
      if (text(mobile)) {
        const checked = checkPhone(mobile, countryCode, request.session.callingCode);
        if (!checked.ok) return failure(checked.message);
        phone = checked.value;
      }
      const { total, members } = await listMembers(db, clubId, { phone, page, pageSize: MEMBERS_PAGE_SIZE });
      if (phone && members.length === 0) return failure(MemberMessages.noMatch);
      return { requestStatus: 1 as const, members, paginationData: { total: Math.ceil(total / MEMBERS_PAGE_SIZE), page } };
    },
  );

  app.get(
    '/member/details',
    { ...read, schema: { tags: ['members'], querystring: memberDetailsQuery, response: { 200: memberDetailsReply } } },
    async (request) => {
      const { clubId } = request.session;
      const checked = checkPhone(request.query.mobile, request.query.countryCode, request.session.callingCode);
      if (!checked.ok) return failure(checked.message);
      const found = await memberIdByPhone(db, clubId, checked.value);
      const member = found && (await memberById(db, clubId, found.id));
      if (!member) return failure(MemberMessages.notFound);
      return { requestStatus: 1 as const, member };
    },
  );

  app.post(
    '/member/registration',
    { ...write, schema: { tags: ['members'], body: memberRegistrationRequest, response: { 200: memberRegistrationReply } } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'member/registration', idempotencyKey(request), async (tx) => {
        const memberId = await registerMember(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
        return { requestStatus: 1 as const, message: MemberMessages.registered, memberId };
      });
    },
  );

  app.post(
    '/member/details/update',
    { ...write, schema: { tags: ['members'], body: memberUpdateRequest, response: ok } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'member/details/update', null, async (tx) => {
        await updateMember(tx, await loadClub(tx, clubId), staffOf(request.session), request.body, request.body.updateData);
        return done(MemberMessages.updated);
      });
    },
  );

  app.post('/member/delete', { ...write, schema: { tags: ['members'], body: memberDeleteRequest, response: ok } }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, 'member/delete', null, async (tx) => {
      await deleteMember(tx, await loadClub(tx, clubId), staffOf(request.session), request.body.memberId);
      return done(MemberMessages.deleted);
    });
  });

  app.post('/member/pin/create', { ...credits, schema: { tags: ['members'], body: pinCreateRequest, response: ok } }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, 'member/pin/create', null, async (tx) => {
      await createPin(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return done(MemberMessages.pinCreated);
    });
  });

  app.post('/member/pin/update', { ...credits, schema: { tags: ['members'], body: pinUpdateRequest, response: ok } }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, 'member/pin/update', null, async (tx) => {
      const refused = await updatePin(tx, await loadClub(tx, clubId), staffOf(request.session), request.body, fastify.settings.memberPin);
      // A wrong old PIN is a refusal whose attempt must still be counted: it commits.
      return refused ? failure(refused) : done(MemberMessages.pinUpdated);
    });
  });

  app.post(
    '/member/credits/recharge',
    { ...credits, schema: { tags: ['members'], body: rechargeRequest, response: ok } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'member/credits/recharge', idempotencyKey(request), async (tx) => {
        await recharge(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
        return done(MemberMessages.recharged);
      });
    },
  );

  app.post(
    '/member/credits/validity/update',
    { ...credits, schema: { tags: ['members'], body: validityRequest, response: ok } },
    async (request) => {
      const { clubId } = request.session;
      return runWrite(db, clubId, 'member/credits/validity/update', null, async (tx) => {
        await updateValidity(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
        return done(MemberMessages.validityUpdated);
      });
    },
  );

  app.post(
    '/member/search/subscriptions',
    { ...read, schema: { tags: ['members'], body: memberSubscriptionsRequest, response: { 200: memberSubscriptionsReply } } },
    async (request) => {
      const ids = [...new Set(request.body.memberIds)];
      const map = await packagesOf(db, request.session.clubId, ids);
      return { requestStatus: 1 as const, subscriptions: ids.map((memberId) => ({ memberId, packages: map.get(memberId) ?? [] })) };
    },
  );

  app.get(
    '/member/transactions',
    { ...read, schema: { tags: ['members'], querystring: memberIdQuery, response: { 200: memberTransactionsReply } } },
    async (request) => {
      const { clubId } = request.session;
      if (!(await memberById(db, clubId, request.query.memberId))) return failure(MemberMessages.notFound);
      return { requestStatus: 1 as const, transactionDetails: await memberTransactions(db, clubId, request.query.memberId) };
    },
  );

  app.get(
    '/member/bookings',
    { ...read, schema: { tags: ['members'], querystring: memberIdQuery, response: { 200: memberBookingsReply } } },
    async (request) => {
      const { clubId } = request.session;
      if (!(await memberById(db, clubId, request.query.memberId))) return failure(MemberMessages.notFound);
      return { requestStatus: 1 as const, bookings: await memberBookings(db, clubId, request.query.memberId) };
    },
  );

  app.get(
    '/member/mirror',
    { ...read, schema: { tags: ['members'], querystring: memberMirrorQuery, response: { 200: memberMirrorReply } } },
    async (request) => {
      return { requestStatus: 1 as const, ...(await memberMirror(db, request.session.clubId, request.query.since)) };
    },
  );
}
