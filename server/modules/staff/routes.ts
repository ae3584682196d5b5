import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Feature } from '../../../contract/features';
import {
  StaffMessages as M,
  changePasswordBody,
  createUserBody,
  messageReply,
  removeUserBody,
  staffListReply,
  updatePermissionsBody,
  userPermissionsQuery,
  userPermissionsReply,
} from '../../../contract/staff';
import { requires, resolvedSessions } from '../../plugins/auth';
import { permissionTable } from './permissions';
import { changePassword, createDeskPerson, listStaff, memberOfClub, removeUser, updatePermissions, type Outcome } from './service';
import { forgetOnWrite } from '../../plugins/session-cache';

const reply = (o: Outcome) => ({ requestStatus: o.ok ? (1 as const) : (0 as const), message: o.message });

/** Staff console (feature 18) and the Change Password menu item (anyone signed in). */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;
  const tags = ['staff'];
  // Permissions, removals and password changes take effect on the very next request.
  forgetOnWrite(fastify, resolvedSessions);

  app.get('/club/users', { ...requires(Feature.staff, 'read'), schema: { tags, response: { 200: staffListReply } } }, async (request) => {
    const users = await listStaff(db, request.session.clubId);
    return { requestStatus: 1 as const, users, teamMembers: users.length };
  });

  app.post(
    '/user/create',
    { ...requires(Feature.staff, 'write'), schema: { tags, body: createUserBody, response: { 200: messageReply } } },
    async (request) => reply(await createDeskPerson(db, request.session, request.body)),
  );

  app.post(
    '/password/update',
    { ...requires(null), schema: { tags, body: changePasswordBody, response: { 200: messageReply } } },
    async (request) => reply(await changePassword(db, request.session, request.body.old_password, request.body.new_password)),
  );

  app.get(
    '/user/permissions',
    { ...requires(Feature.staff, 'read'), schema: { tags, querystring: userPermissionsQuery, response: { 200: userPermissionsReply } } },
    async (request) => {
      const { session } = request;
      // Spec 3 §5: only admins manage permissions; the clubId of the payload is the session's.
      if (session.role !== 'admin') return { requestStatus: 0 as const, message: M.noPermission };
      const target = await memberOfClub(db, session.clubId, request.query.userId);
      if (!target) return { requestStatus: 0 as const, message: M.userNotFound };
      const permissions = await permissionTable(db, session.clubId, target.userId, target.role === 'admin');
      return { requestStatus: 1 as const, userId: target.userId, username: target.username, role: target.role, permissions };
    },
  );

  app.post(
    '/user/permissions/update',
    { ...requires(Feature.staff, 'write'), schema: { tags, body: updatePermissionsBody, response: { 200: messageReply } } },
    async (request) => reply(await updatePermissions(db, request.session, request.body.userId, request.body.features)),
  );

  app.post(
    '/user/remove',
    { ...requires(Feature.staff, 'write'), schema: { tags, body: removeUserBody, response: { 200: messageReply } } },
    async (request) => reply(await removeUser(db, request.session, request.body.userId)),
  );
}
