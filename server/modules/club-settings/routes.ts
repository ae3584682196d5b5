import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SettingsMessages, type ClubProfile } from '../../../contract/club-settings-wire';
import { endpoints } from '../../../contract/endpoint-table';
import { firstRow } from '../../db/rows';
import type { Queryable } from '../../db/client';
import { route } from '../../plugins/route';
import { recordHistory } from '../../ledger/history';
import { actorOf } from '../staff/service';
import { getClubSettings, updateClubSettings } from './service';
import { resolvedSessions } from '../../plugins/auth';
import { forgetOnWrite } from '../../plugins/session-cache';

async function profileOf(q: Queryable, clubId: number): Promise<ClubProfile> {
  const row = await firstRow<ClubProfile>(
    q,
    sql`SELECT currency, calling_code AS "callingCode", time_zone AS "timeZone" FROM clubs WHERE id = ${clubId}`,
  );
  return row!;
}

/** Club settings (feature 19), the config every console reads, and the support data. */
export async function clubSettingsRoutes(app: FastifyInstance) {
  const { db } = app;
  const e = endpoints.clubSettings;
  const tags = ['settings'];
  // A save may shorten the sessions' idle time or lifetime: open sessions meet it on their next request.
  forgetOnWrite(app, resolvedSessions);

  route(app, e.settings, { tags }, async (request) => {
    const { clubId } = request.session;
    return { requestStatus: 1 as const, settings: await getClubSettings(db, clubId), profile: await profileOf(db, clubId) };
  });

  route(app, e.update, { tags }, async (request) => {
    const { session } = request;
    const { settings: patch, profile: changes } = request.body;
    await db.transaction(async (tx) => {
      // The page sends everything: only what really changed is stored and recorded.
      const current = await getClubSettings(tx, session.clubId);
      const changed = Object.fromEntries(
        Object.entries(patch ?? {}).filter(
          ([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof typeof current]),
        ),
      );
      if (Object.keys(changed).length > 0) await updateClubSettings(tx, session.clubId, changed, actorOf(session));
      const before = await profileOf(tx, session.clubId);
      const differs = Object.entries(changes ?? {}).filter(([key, value]) => before[key as keyof ClubProfile] !== value);
      if (differs.length > 0) {
        const after = { ...before, ...Object.fromEntries(differs) };
        await tx.execute(
          sql`UPDATE clubs SET currency = ${after.currency}, calling_code = ${after.callingCode}, time_zone = ${after.timeZone} WHERE id = ${session.clubId}`,
        );
        await recordHistory(tx, {
          clubId: session.clubId,
          entity: 'settings',
          entityId: null,
          action: 'profile',
          actor: actorOf(session),
          before: Object.fromEntries(differs.map(([k]) => [k, before[k as keyof ClubProfile]])),
          after: Object.fromEntries(differs),
        });
      }
    });
    return {
      requestStatus: 1 as const,
      message: SettingsMessages.saved,
      settings: await getClubSettings(db, session.clubId),
      profile: await profileOf(db, session.clubId),
    };
  });

  // Feature-less: every console follows its club's config (hold time, email rule, currency…).
  route(app, e.config, { tags }, async (request) => {
    const { clubId } = request.session;
    const profile = await profileOf(db, clubId);
    return {
      requestStatus: 1 as const,
      config: await getClubSettings(db, clubId),
      currency: profile.currency,
      countryCode: profile.callingCode,
      timeZone: profile.timeZone,
    };
  });

  route(app, e.escalationMatrix, { tags: ['support'] }, async (request) => {
    const settings = await getClubSettings(db, request.session.clubId);
    const level = (n: number) => {
      const l = settings.escalation.find((e) => e.level === n);
      return l
        ? {
            message: l.message,
            name: l.name,
            designation: l.designation,
            mobile: l.phone,
            whatsAppNumber: l.chatUrl,
            email: l.email,
            webForm: l.formUrl,
          }
        : null;
    };
    const email = settings.escalationEmail.email ? settings.escalationEmail : null;
    return { requestStatus: 1 as const, level1: level(1), level2: level(2), level3: level(3), email, support: settings.support };
  });
}
