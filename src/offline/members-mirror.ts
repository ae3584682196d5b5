import { endpoints } from '../../contract/endpoint-table';
import { api } from '../lib/api/client';
import { currentSession } from '../lib/session/session-store';
import { db } from './db';
import type { MemberMirrorRow, SyncCursorRow } from './schema/v4';
import { registerMirrorSet, resync } from './sync';
import { useKeyedLiveQuery } from './keyed-live-query';

export const MEMBERS_SET = 'members';

const members = () => db.table<MemberMirrorRow, number>('members');
const cursors = () => db.table<SyncCursorRow, string>('syncCursors');

/**
 * The members mirror (DESIGN "Mirrors"): the first sync takes every member, later ones only what
 * changed since the cursor the server gave (changes, credits, packages, deletions).
 */
export async function mirrorMembers(signal: AbortSignal): Promise<boolean> {
  const clubId = currentSession()?.clubId;
  const since = (await cursors().get(MEMBERS_SET))?.cursor ?? 0;
  const outcome = await api.call(endpoints.members.mirror, { since }, { present: false, signal });
  // No members access (-1), a failure, or the session changed club while the call was out.
  if (!outcome.ok || signal.aborted || currentSession()?.clubId !== clubId) return false;
  const { members: changed = [], deleted = [], cursor = since, full = false } = outcome.data;
  await db.transaction('rw', members(), cursors(), db.meta, async () => {
    if (full) await members().clear();
    if (deleted.length) await members().bulkDelete(deleted);
    if (changed.length) await members().bulkPut(changed);
    await cursors().put({ set: MEMBERS_SET, cursor });
    await db.meta.put({ set: MEMBERS_SET, fetchedAt: Date.now() });
  });
  return true;
}

registerMirrorSet(MEMBERS_SET, mirrorMembers);

/** After a member write: the mirror follows at once (DESIGN "Writes"). */
export function resyncMembers(): Promise<Record<string, boolean>> {
  return resync([MEMBERS_SET]);
}

/** A mirrored member by phone; null when not there; undefined while Dexie answers. */
export function findMirroredMember(countryCode: string, mobile: string): Promise<MemberMirrorRow | undefined> {
  return members().where('[memberCountryCode+memberMobile]').equals([countryCode, mobile]).first();
}

/** The mirrored members, newest first, one page at a time (offline Members page). */
export function useMirroredMembers(page: number, pageSize: number, phone: { countryCode: string; mobile: string } | null) {
  return useKeyedLiveQuery(async () => {
    if (phone) {
      const one = await findMirroredMember(phone.countryCode, phone.mobile);
      return { total: one ? 1 : 0, rows: one ? [one] : [] };
    }
    const total = await members().count();
    const rows = await members()
      .orderBy('memberId')
      .reverse()
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .toArray();
    return { total, rows };
  }, [page, pageSize, phone?.countryCode, phone?.mobile]);
}
