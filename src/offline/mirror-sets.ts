import { endpoints } from '../../contract/endpoint-table';
import { api } from '../lib/api/client';
import { currentSession, useSessionStore } from '../lib/session/session-store';
import { db } from './db';

/** Fetches one mirrored set and stores it; false when the server did not give it (kept as it was). */
export type MirrorFetcher = (signal: AbortSignal) => Promise<boolean>;

async function stamp(set: string): Promise<void> {
  await db.meta.put({ set, fetchedAt: Date.now() });
}

/** Session and club config: the stored session plus a fresh list of the user's clubs. */
export async function mirrorSession(signal: AbortSignal): Promise<boolean> {
  const session = currentSession();
  if (!session) return false;
  const outcome = await api.call(endpoints.session.userClubs, { username: session.username }, { present: false, signal });
  const latest = currentSession();
  // The session may have ended or changed club while the call was out.
  if (signal.aborted || !latest || latest.clubId !== session.clubId) return false;
  if (outcome.ok && JSON.stringify(outcome.data.userClubs) !== JSON.stringify(latest.userClubs)) {
    useSessionStore.getState().setSession({ ...latest, userClubs: outcome.data.userClubs });
  }
  await followClubConfig(signal, session.clubId);
  const { authToken: _token, ...row } = currentSession() ?? latest;
  await db.session.put({ ...row, key: 'current' });
  await stamp('session');
  return true;
}

/** Club settings changed since sign-in (hold time, email rule, currency…) reach the console here. */
async function followClubConfig(signal: AbortSignal, clubId: number): Promise<void> {
  const outcome = await api.call(endpoints.clubSettings.config, undefined, { present: false, signal });
  const latest = currentSession();
  if (!outcome.ok || signal.aborted || !latest || latest.clubId !== clubId) return;
  const { config, currency, countryCode, timeZone } = outcome.data;
  const next = { ...latest, config, clubCurrency: currency, countryCode, timeZone };
  if (JSON.stringify(next) !== JSON.stringify(latest)) useSessionStore.getState().setSession(next);
}

export async function mirrorActivities(signal: AbortSignal): Promise<boolean> {
  const outcome = await api.call(endpoints.catalog.activities, undefined, { present: false, signal });
  if (!outcome.ok || signal.aborted) return false;
  await db.transaction('rw', db.activities, db.meta, async () => {
    await db.activities.clear();
    await db.activities.bulkPut(outcome.data.activities);
    await stamp('activities');
  });
  return true;
}

/** Courts of every mirrored activity; each activity's list is stamped as 'courts:<id>'. */
export async function mirrorCourts(signal: AbortSignal): Promise<boolean> {
  const activityIds = (await db.activities.toArray()).map((activity) => activity.activityId);
  let complete = true;
  // One call per activity, one after another: a club has a handful and this runs in the background.
  for (const activityId of activityIds) {
    const outcome = await api.call(endpoints.catalog.courtDetails, { activityId }, { present: false, signal });
    if (signal.aborted) return false;
    if (!outcome.ok || outcome.data.requestStatus !== 1) {
      complete = false;
      continue;
    }
    const rows = outcome.data.courtList.map((court) => ({ ...court, activityId }));
    await db.transaction('rw', db.courts, db.meta, async () => {
      await db.courts.where('activityId').equals(activityId).delete();
      await db.courts.bulkPut(rows);
      await stamp(`courts:${activityId}`);
    });
  }
  // Courts of activities that no longer exist go too.
  await db.courts.where('activityId').noneOf(activityIds).delete();
  if (complete) await stamp('courts');
  return complete;
}

export async function mirrorTransactionCodes(signal: AbortSignal): Promise<boolean> {
  const outcome = await api.call(endpoints.catalog.transactionCodes, undefined, { present: false, signal });
  if (!outcome.ok || signal.aborted) return false;
  await db.transaction('rw', db.transactionCodes, db.meta, async () => {
    await db.transactionCodes.put({ key: 'codes', modes: outcome.data.modes, types: outcome.data.types });
    await stamp('transactionCodes');
  });
  return true;
}

export async function mirrorFeatures(signal: AbortSignal): Promise<boolean> {
  const outcome = await api.call(endpoints.session.features, { premiumAccess: '0' }, { present: false, signal });
  if (!outcome.ok || signal.aborted) return false;
  await db.transaction('rw', db.features, db.meta, async () => {
    await db.features.clear();
    await db.features.bulkPut(outcome.data.features);
    await stamp('features');
  });
  return true;
}
