import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';
import { i18n } from '../../../lib/i18n/i18n';

const e = endpoints.packages;
const toast = { success: true, failure: 'error' } as const;

export const listPackages = (page: number, signal?: AbortSignal) =>
  api.call(e.list, { page, active: 0 }, { present: { failure: 'error' }, signal });

export const getPackage = (packageId: number, signal?: AbortSignal) =>
  api.call(e.package, { packageId }, { present: { failure: 'error' }, signal });

export interface PackagePayload {
  packageName: string;
  price: number;
  remarks: string;
  credits: number;
  memberLimit: number;
  additionalInfo: string[];
  type: number;
  startDate: string;
  period: number;
  isActive: boolean;
}

export const createPackage = (body: PackagePayload, idempotencyKey: string) => api.call(e.create, body, { present: toast, idempotencyKey });

export const updatePackage = (packageId: number, body: PackagePayload) => api.call(e.update, { ...body, packageId }, { present: toast });

/** Deactivate / Reactivate: the toast says which was done, not only that the package was saved. */
export const setPackageActive = (packageId: number, body: PackagePayload) =>
  api.call(e.update, { ...body, packageId }, { present: { success: statusMessage(body.packageName, body.isActive), failure: 'error' } });

export function statusMessage(packageName: string, active: boolean): string {
  return active
    ? i18n.t('packages:list.reactivatedToast', { name: packageName })
    : i18n.t('packages:list.deactivatedToast', { name: packageName });
}

/** The package checkout's lookup: the dialogs say what a miss means, so no toast. */
export const lookupMember = (countryCode: string, mobile: string) =>
  api.call(e.customerDetails, { countryCode, mobile }, { present: { failure: 'none' } });

/** The server's price for a start date; for a renewal (`renews`) the start must be the renewal date. */
export const quotePackage = (packageId: number, startDate: string, renews: number | null) =>
  api.call(e.quote, { packageId, startDate, renewsSubscriptionId: renews }, { present: { failure: 'none' } });

export interface SubscribePayload {
  packageData: { packageId: number; type: number; startDate: string; endDate: string; grossPrice: number; period: number; slotId: number };
  ticketCount: 0 | 1;
  memberId: number;
  advance: number;
  discount: number;
  startDate: string;
  transactionData: { type: 1; mode: number };
  sendSMS: boolean;
  renewsSubscriptionId?: number;
}

export const subscribe = (body: SubscribePayload, idempotencyKey: string) =>
  api.call(e.subscribe, body, { present: toast, idempotencyKey });

export const listSubscriptions = (packageId: number | null, signal?: AbortSignal) =>
  api.call(e.subscriptions, { packageId: packageId ?? undefined, expiry: 0 }, { present: { failure: 'error' }, signal });

export const upcomingExpiry = (signal?: AbortSignal) => api.call(e.subscriptions, { expiry: 1 }, { present: { failure: 'error' }, signal });

/** Cancel Membership: the spec's fixed amount 1 and type -1 (the server records no money). */
export const cancelSubscription = (subscriptionId: number) =>
  api.call(
    e.subscriptionCancel,
    { subscriptionId, amount: 1, transactionData: { type: -1, mode: 0 } },
    { present: { success: true, failure: 'error' } },
  );

export const packageSummary = (signal?: AbortSignal) => api.call(e.summary, {}, { present: { failure: 'error' }, signal });
export const packageGraph = (signal?: AbortSignal) => api.call(e.graph, {}, { present: { failure: 'error' }, signal });
