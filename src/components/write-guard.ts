import { useOnline } from '../lib/online/online-store';
import { canWrite } from '../lib/permissions/access';
import { useAccess } from '../offline/use-access';

export const NEEDS_CONNECTION = 'Needs a connection';
export const READ_ONLY_ACCESS = 'You have read-only access';

export interface WriteGuard {
  disabled: boolean;
  /** Why it is disabled, to show next to the control; undefined while permissions load. */
  reason?: string;
}

export interface WriteGuardInput {
  online: boolean;
  /** undefined = permissions still loading; omitted feature = no permission check. */
  writable: boolean | undefined;
}

/** Writes are online only and need write access (DESIGN.md); connection is the first reason given. */
export function writeGuardState({ online, writable }: WriteGuardInput): WriteGuard {
  if (!online) return { disabled: true, reason: NEEDS_CONNECTION };
  if (writable === undefined) return { disabled: true };
  if (!writable) return { disabled: true, reason: READ_ONLY_ACCESS };
  return { disabled: false };
}

/** The one way to guard a write control: offline, or without write access on `feature`. */
export function useWriteGuard(feature?: number): WriteGuard {
  const online = useOnline();
  const access = useAccess();
  const writable = feature === undefined ? true : access ? canWrite(access, feature) : undefined;
  return writeGuardState({ online, writable });
}
