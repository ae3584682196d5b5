import type { MemberPackage } from '../../../../contract/members';

interface Who {
  memberCountryCode: string;
  memberMobile: string;
}

/** The package checkout for this member (Add Package → Select Package → checkout); back returns here. */
export function checkoutPath(m: Who, packageId: number): string {
  return `/packages/checkout?${new URLSearchParams({ packageId: String(packageId), cc: m.memberCountryCode, mobile: m.memberMobile, back: '/members' }).toString()}`;
}

/** Renew: the same package for the same member, from the day the current term ends. */
export function renewPath(m: Who, p: MemberPackage): string {
  const q = new URLSearchParams({
    packageId: String(p.packageId),
    cc: m.memberCountryCode,
    mobile: m.memberMobile,
    renews: String(p.subscriptionId),
    from: p.renewalDate,
    back: '/members',
  });
  return `/packages/checkout?${q.toString()}`;
}

/** Offline mirror rows carry fewer package fields; renewing needs the package and the subscription. */
export const isFullPackage = (p: Partial<MemberPackage>): p is MemberPackage => p.packageId !== undefined && p.subscriptionId !== undefined;
