import type { FastifyInstance } from 'fastify';
import { MEMBERS_PAGE_SIZE, MemberMessages } from '../../../contract/members';
import { endpoints } from '../../../contract/endpoint-table';
import { route, writeScope } from '../../plugins/route';
import { failure } from '../../core/business-error';
import { loadClub } from '../../core/club-context';
import { idempotencyKey, runWrite } from '../../core/run-write';
import { checkPhone, text } from './validate';
import { listMembers, memberBookings, memberById, memberIdByPhone, memberTransactions, packagesOf } from './repository';
import { deleteMember, registerMember, updateMember } from './service';
import { createPin, recharge, updatePin, updateValidity } from './credits';
import { memberMirror } from './mirror';

/** /api/member/*: spec 2 §7 "Members". Every query is scoped by the session's club. */
export async function memberRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.members;
  const tags = ['members'];
  const staffOf = (s: { userId: number; username: string }) => ({ userId: s.userId, name: s.username });
  const done = (message: string) => ({ requestStatus: 1 as const, message });

  route(app, e.search, { tags }, async (request) => {
    const { clubId } = request.session;
    const { mobile, countryCode, page } = request.query;
    let phone;
    if (text(mobile)) {
      const checked = checkPhone(mobile, countryCode, request.session.callingCode);
      if (!checked.ok) return failure(checked.message);
      phone = checked.value;
    }
    const { total, members } = await listMembers(app.dbHandle, clubId, { phone, page, pageSize: MEMBERS_PAGE_SIZE });
    if (phone && members.length === 0) return failure(MemberMessages.noMatch);
    return { requestStatus: 1 as const, members, paginationData: { total: Math.ceil(total / MEMBERS_PAGE_SIZE), page } };
  });

  route(app, e.details, { tags }, async (request) => {
    const { clubId } = request.session;
    const checked = checkPhone(request.query.mobile, request.query.countryCode, request.session.callingCode);
    if (!checked.ok) return failure(checked.message);
    const found = await memberIdByPhone(db, clubId, checked.value);
    const member = found && (await memberById(app.dbHandle, clubId, found.id));
    if (!member) return failure(MemberMessages.notFound);
    return { requestStatus: 1 as const, member };
  });

  route(app, e.registration, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.registration), idempotencyKey(request), async (tx) => {
      const memberId = await registerMember(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return { requestStatus: 1 as const, message: MemberMessages.registered, memberId };
    });
  });

  route(app, e.detailsUpdate, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.detailsUpdate), null, async (tx) => {
      await updateMember(tx, await loadClub(tx, clubId), staffOf(request.session), request.body, request.body.updateData);
      return done(MemberMessages.updated);
    });
  });

  route(app, e.delete, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.delete), null, async (tx) => {
      await deleteMember(tx, await loadClub(tx, clubId), staffOf(request.session), request.body.memberId);
      return done(MemberMessages.deleted);
    });
  });

  route(app, e.pinCreate, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.pinCreate), null, async (tx) => {
      await createPin(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return done(MemberMessages.pinCreated);
    });
  });

  route(app, e.pinUpdate, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.pinUpdate), null, async (tx) => {
      const refused = await updatePin(tx, await loadClub(tx, clubId), staffOf(request.session), request.body, app.settings.memberPin);
      // A wrong old PIN is a refusal whose attempt must still be counted: it commits.
      return refused ? failure(refused) : done(MemberMessages.pinUpdated);
    });
  });

  route(app, e.creditsRecharge, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.creditsRecharge), idempotencyKey(request), async (tx) => {
      await recharge(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return done(MemberMessages.recharged);
    });
  });

  route(app, e.creditsValidityUpdate, { tags }, async (request) => {
    const { clubId } = request.session;
    return runWrite(db, clubId, writeScope(e.creditsValidityUpdate), null, async (tx) => {
      await updateValidity(tx, await loadClub(tx, clubId), staffOf(request.session), request.body);
      return done(MemberMessages.validityUpdated);
    });
  });

  route(app, e.searchSubscriptions, { tags }, async (request) => {
    const ids = [...new Set(request.body.memberIds)];
    const map = await packagesOf(db, request.session.clubId, ids);
    return { requestStatus: 1 as const, subscriptions: ids.map((memberId) => ({ memberId, packages: map.get(memberId) ?? [] })) };
  });

  route(app, e.transactions, { tags }, async (request) => {
    const { clubId } = request.session;
    if (!(await memberById(app.dbHandle, clubId, request.query.memberId))) return failure(MemberMessages.notFound);
    return { requestStatus: 1 as const, transactionDetails: await memberTransactions(db, clubId, request.query.memberId) };
  });

  route(app, e.bookings, { tags }, async (request) => {
    const { clubId } = request.session;
    if (!(await memberById(app.dbHandle, clubId, request.query.memberId))) return failure(MemberMessages.notFound);
    return { requestStatus: 1 as const, bookings: await memberBookings(db, clubId, request.query.memberId) };
  });

  route(app, e.mirror, { tags }, async (request) => ({
    requestStatus: 1 as const,
    ...(await memberMirror(db, request.session.clubId, request.query.since)),
  }));
}
