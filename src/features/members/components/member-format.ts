import { LIFETIME } from '../../../../contract/members';
import { displayDate } from '../../../lib/time/club-date';
import { i18n } from '../../../lib/i18n/i18n';

/** Membership validity (drawer and table): 'Valid for lifetime' on 9999-12-31. */
export function membershipValidity(endDate: string, today: string): string {
  if (endDate === LIFETIME) return i18n.t('members:validLifetime');
  const date = displayDate(endDate);
  return endDate < today ? i18n.t('members:expiredOn', { date }) : i18n.t('members:till', { date });
}

/** Credits validity: 'Lifetime' on 9999-12-31 (or never set), otherwise 'Till {date}'. */
export function creditsValidity(expiry: string | null | undefined): string {
  return !expiry || expiry === LIFETIME ? i18n.t('members:lifetime') : i18n.t('members:till', { date: displayDate(expiry) });
}

export type PackageBadge = { kind: 'balance' } | { kind: 'expired' } | { kind: 'renew'; label: string };

/** spec 2 §4 "Member package on a member": a balance first, then Expired, then 'Renew on {date}'. */
export function packageBadge(pkg: { balance: number; renewalDate: string }, today: string): PackageBadge {
  if (pkg.balance > 0) return { kind: 'balance' };
  if (pkg.renewalDate < today) return { kind: 'expired' };
  return { kind: 'renew', label: i18n.t('members:renewOn', { date: displayDate(pkg.renewalDate) }) };
}

/** The table lists the first two packages, then 'See All {n}'. */
export function visiblePackages<T>(list: T[]): { shown: T[]; more: string | null } {
  return { shown: list.slice(0, 2), more: list.length > 2 ? i18n.t('members:seeAll', { count: list.length }) : null };
}
