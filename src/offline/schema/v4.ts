import type { MirrorMember } from '../../../contract/members';
import type { SchemaStep } from './step';

/** A member as the desk's mirror holds it (issue 10): enough to find and serve them offline. */
export type MemberMirrorRow = MirrorMember;

/** Where the incremental members sync left off (one row, key 'members'). */
export interface SyncCursorRow {
  set: string;
  cursor: number;
}

/** Version 4: the members mirror. (Version 3 belongs to another area; Dexie allows the gap.) */
export const v4: SchemaStep = {
  version: 4,
  stores: {
    members: 'memberId, [memberCountryCode+memberMobile], memberMobile, memberName',
    syncCursors: 'set',
  },
};
