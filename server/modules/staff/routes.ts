import type { FastifyInstance } from 'fastify';
import { StaffMessages as M } from '../../../contract/staff';
import { endpoints } from '../../../contract/endpoint-table';
import { route } from '../../plugins/route';
import { resolvedSessions } from '../../plugins/auth';
import { permissionTable } from './permissions';
import { changePassword, createDeskPerson, listStaff, memberOfClub, removeUser, updatePermissions, type Outcome } from './service';
import { forgetOnWrite } from '../../plugins/session-cache';

const reply = (o: Outcome) => ({ requestStatus: o.ok ? (1 as const) : (0 as const), message: o.message });

/** Staff console (feature 18) and the Change Password menu item (anyone signed in). */
export async function staffRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.staff;
  const tags = ['staff'];
  // Permissions, removals and password changes take effect on the very next request.
  forgetOnWrite(app, resolvedSessions);

  route(app, e.users, { tags }, async (request) => {
    const users = await listStaff(db, request.session.clubId);
    return { requestStatus: 1 as const, users, teamMembers: users.length };
  });

  route(app, e.createUser, { tags }, async (request) => reply(await createDeskPerson(db, request.session, request.body)));

  route(app, e.changePassword, { tags }, async (request) =>
    reply(await changePassword(db, request.session, request.body.old_password, request.body.new_password)),
  );

  route(app, e.permissions, { tags }, async (request) => {
    const { session } = request;
    // Spec 3 §5: only admins manage permissions; the clubId of the payload is the session's.
    if (session.role !== 'admin') return { requestStatus: 0 as const, message: M.noPermission };
    const target = await memberOfClub(db, session.clubId, request.query.userId);
    if (!target) return { requestStatus: 0 as const, message: M.userNotFound };
    const permissions = await permissionTable(db, session.clubId, target.userId, target.role === 'admin');
    return { requestStatus: 1 as const, userId: target.userId, username: target.username, role: target.role, permissions };
  });

  route(app, e.updatePermissions, { tags }, async (request) =>
    reply(await updatePermissions(db, request.session, request.body.userId, request.body.features)),
  );

  route(app, e.removeUser, { tags }, async (request) => reply(await removeUser(db, request.session, request.body.userId)));
}
