import { baseReply } from '../../../../contract/envelope';
import {
  graphReply,
  packageListReply,
  packageLookupReply,
  packageReply,
  packageWriteReply,
  quoteReply,
  subscriptionListReply,
  subscriptionReply,
  summaryReply,
} from '../../../../contract/packages';
import { api } from '../../../lib/api/client';

const toast = { success: true, failure: 'error' } as const;

export const listPackages = (page: number, signal?: AbortSignal) =>
  api.get('/membership/package/details', { page }, { schema: packageListReply, present: { failure: 'error' }, signal });

export const getPackage = (packageId: number, signal?: AbortSignal) =>
  api.get('/membership/package', { packageId }, { schema: packageReply, present: { failure: 'error' }, signal });

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

export const createPackage = (body: PackagePayload, idempotencyKey: string) =>
  api.post('/membership/package/create', body, { schema: packageWriteReply, present: toast, idempotencyKey });

export const updatePackage = (packageId: number, body: PackagePayload) =>
  api.post('/membership/package/update', { ...body, packageId }, { schema: packageWriteReply, present: toast });

/** The package checkout's lookup: the dialogs say what a miss means, so no toast. */
export const lookupMember = (countryCode: string, mobile: string) =>
  api.post('/membership/customer/details', { countryCode, mobile }, { schema: packageLookupReply, present: { failure: 'none' } });

/** The server's price for a start date; for a renewal (`renews`) the start must be the renewal date. */
export const quotePackage = (packageId: number, startDate: string, renews: number | null) =>
  api.post(
    '/membership/subscription/quote',
    { packageId, startDate, renewsSubscriptionId: renews },
    { schema: quoteReply, present: { failure: 'none' } },
  );

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
  api.post('/membership/subscription', body, { schema: subscriptionReply, present: toast, idempotencyKey });

export const listSubscriptions = (packageId: number | null, signal?: AbortSignal) =>
  api.get(
    '/membership/subscription/details',
    { packageId: packageId ?? undefined },
    { schema: subscriptionListReply, present: { failure: 'error' }, signal },
  );

export const upcomingExpiry = (signal?: AbortSignal) =>
  api.get('/membership/subscription/details', { expiry: 1 }, { schema: subscriptionListReply, present: { failure: 'error' }, signal });

/** Cancel Membership: the spec's fixed amount 1 and type -1 (the server records no money). */
export const cancelSubscription = (subscriptionId: number) =>
  api.post(
    '/membership/subscription/cancel',
    { subscriptionId, amount: 1, transactionData: { type: -1, mode: 0 } },
    { schema: baseReply, present: { success: true, failure: 'error' } },
  );

export const packageSummary = (signal?: AbortSignal) =>
  api.get('/membership/package/summary', {}, { schema: summaryReply, present: { failure: 'error' }, signal });
export const packageGraph = (signal?: AbortSignal) =>
  api.get('/membership/graph/data', {}, { schema: graphReply, present: { failure: 'error' }, signal });
