import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { featureName } from '../lib/i18n/contract-names';
import { useOnline } from '../lib/online/online-store';
import { canOpen, canWrite, type AccessMap } from '../lib/permissions/access';
import { useAccess } from '../offline/use-access';

export const NEEDS_CONNECTION = 'Needs a connection';
export const READ_ONLY_ACCESS = 'You have read-only access';
export const NO_ACCESS = 'You have no access';
/** Issue 27: a single control kept off by the person's permissions says so in these words. */
export const ROLE_CANNOT = 'Your role cannot do this';

export interface WriteGuard {
  disabled: boolean;
  /** Why it is disabled, to show next to the control; undefined while permissions load. */
  reason?: string;
  /** What keeps it off: the connection (the banner says so too) or the person's role. */
  cause?: 'offline' | 'role';
}

export interface WriteGuardInput {
  online: boolean;
  /** undefined = permissions still loading; omitted feature = no permission check. */
  writable: boolean | undefined;
}

/**
 * The reason a write is off for lack of permission, naming the feature: a screen mixes features
 * (Booking Details: payments and check-in), and "read-only" alone does not say which one.
 */
export function permissionReason(feature?: { name: string; readable: boolean }): string {
  if (!feature) return i18n.t('common:write.readOnly');
  return feature.readable
    ? i18n.t('common:write.readOnlyTo', { feature: feature.name })
    : i18n.t('common:write.noAccessTo', { feature: feature.name });
}

/**
 * Writes are online only and need write access (DESIGN.md); connection is the first reason given.
 * One control says only "Your role cannot do this": it sits on a screen of one feature, so naming
 * the feature adds nothing; where controls of several features gather, <WriteReason> names them.
 */
export function writeGuardState({ online, writable }: WriteGuardInput): WriteGuard {
  if (!online) return { disabled: true, reason: i18n.t('common:write.needsConnection'), cause: 'offline' };
  if (writable === undefined) return { disabled: true };
  if (!writable) return { disabled: true, reason: i18n.t('common:write.roleCannot'), cause: 'role' };
  return { disabled: false };
}

function featureOf(access: AccessMap, feature: number) {
  return { name: featureName(feature) ?? `feature ${feature}`, readable: canOpen(access, feature) };
}

/** The one way to guard a write control: offline, or without write access on `feature`. */
export function useWriteGuard(feature?: number): WriteGuard {
  // Re-renders the control when the language changes: its reason is in the language on screen.
  useTranslation();
  const online = useOnline();
  const access = useAccess();
  const writable = feature === undefined ? true : access ? canWrite(access, feature) : undefined;
  return writeGuardState({ online, writable });
}

/**
 * Every reason the writes of `features` are off, one per line and each said once: offline is one
 * reason for all of them; otherwise one line per feature the person may not change.
 */
export function useWriteReasons(features: readonly number[]): string[] {
  useTranslation();
  const online = useOnline();
  const access = useAccess();
  if (!online) return [i18n.t('common:write.needsConnection')];
  if (!access) return [];
  const reasons = features.filter((f) => !canWrite(access, f)).map((f) => permissionReason(featureOf(access, f)));
  return [...new Set(reasons)];
}
