import type { SubscriptionRow } from '../../../../contract/packages';
import { i18n } from '../../../lib/i18n/i18n';

export const MEMBERS_LIST_PAGE_SIZE = 10;

/** The All Members List search: member name, phone or package, any case. */
export function filterRows(rows: readonly SubscriptionRow[], text: string): SubscriptionRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((r) =>
    [r.memberName, r.memberMobile, `${r.memberCountryCode}${r.memberMobile}`, r.packageName].some((v) => v.toLowerCase().includes(needle)),
  );
}

/** Cancel Membership is offered only for memberships that have not expired (spec 2 §4). */
export const canCancel = (r: SubscriptionRow, today: string) => r.renewalDate >= today;

/** A renewed term is listed only while it owes money: it says where its renewal starts. */
export const renewalText = (r: SubscriptionRow, today: string, display: (d: string) => string) =>
  r.renewed
    ? i18n.t('packages:members.renewedFrom', { date: display(r.renewalDate) })
    : r.renewalDate < today
      ? i18n.t('packages:members.expired')
      : i18n.t('packages:members.renewOn', { date: display(r.renewalDate) });

/** Renew Package is offered once per term: a term already renewed is only paid or cancelled. */
export const canRenew = (r: SubscriptionRow) => !r.renewed;

/** The renewal checkout for a row: same member, same package, starting when this term ends. */
export function renewPath(r: SubscriptionRow, back: string): string {
  const q = new URLSearchParams({
    packageId: String(r.packageId),
    cc: r.memberCountryCode,
    mobile: r.memberMobile,
    renews: String(r.subscriptionId),
    from: r.renewalDate,
    back,
  });
  return `/packages/checkout?${q.toString()}`;
}
