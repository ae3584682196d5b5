import { LIFETIME } from '../../../../contract/members';
import { displayDate } from '../../../lib/time/club-date';

/** Membership validity (drawer and table): 'Valid for lifetime' on 9999-12-31. */
export function membershipValidity(endDate: string, today: string): string {
  if (endDate === LIFETIME) return 'Valid for lifetime';
  return endDate < today ? `Expired on ${displayDate(endDate)}` : `Till ${displayDate(endDate)}`;
}

/** Credits validity: 'Lifetime' on 9999-12-31 (or never set), otherwise 'Till {date}'. */
export function creditsValidity(expiry: string | null | undefined): string {
  return !expiry || expiry === LIFETIME ? 'Lifetime' : `Till ${displayDate(expiry)}`;
}

export type PackageBadge = { kind: 'balance' } | { kind: 'expired' } | { kind: 'renew'; label: string };

/** spec 2 §4 "Member package on a member": a balance first, then Expired, then 'Renew on {date}'. */
export function packageBadge(pkg: { balance: number; renewalDate: string }, today: string): PackageBadge {
  if (pkg.balance > 0) return { kind: 'balance' };
  if (pkg.renewalDate < today) return { kind: 'expired' };
  return { kind: 'renew', label: `Renew on ${displayDate(pkg.renewalDate)}` };
}

/** The table lists the first two packages, then 'See All {n}'. */
export function visiblePackages<T>(list: T[]): { shown: T[]; more: string | null } {
  return { shown: list.slice(0, 2), more: list.length > 2 ? `See All ${list.length}` : null };
}
