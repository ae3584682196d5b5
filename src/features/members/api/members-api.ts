import { baseReply } from '../../../../contract/envelope';
import { memberBookingsReply, memberDetailsReply, memberSearchReply, memberTransactionsReply } from '../../../../contract/members';
import { api } from '../../../lib/api/client';
import type { PaidState } from '../../../lib/payment-mode';

const toast = { success: true, failure: 'error' } as const;
export interface PhoneRef {
  callingCode: string;
  mobile: string;
}
const who = (p: PhoneRef) => ({ mobile: p.mobile, countryCode: p.callingCode });

/** GET /api/member/search: one page of members, or the member with a number. */
export function searchMembers(page: number, phone: PhoneRef | null, signal?: AbortSignal) {
  return api.get(
    '/member/search',
    { page, ...(phone ? who(phone) : {}) },
    { schema: memberSearchReply, present: { failure: 'none' }, signal },
  );
}

export function memberDetails(phone: PhoneRef, signal?: AbortSignal) {
  return api.get('/member/details', who(phone), { schema: memberDetailsReply, present: false, signal });
}

export const deleteMember = (memberId: number) => api.post('/member/delete', { memberId }, { schema: baseReply, present: toast });

export function recharge(phone: PhoneRef, paid: PaidState, credits: number, idempotencyKey: string) {
  const body = {
    ...who(phone),
    paidAmount: paid.amount === '' ? null : Number(paid.amount),
    credits,
    transactionData: { type: 5, mode: paid.mode },
  };
  return api.post('/member/credits/recharge', body, { schema: baseReply, present: toast, idempotencyKey });
}

export const updateValidity = (phone: PhoneRef, expiryDate: string) =>
  api.post('/member/credits/validity/update', { ...who(phone), expiryDate }, { schema: baseReply, present: toast });

export const createPin = (phone: PhoneRef, newPin: string, confirmPin: string) =>
  api.post('/member/pin/create', { ...who(phone), newPin, confirmPin }, { schema: baseReply, present: toast });

/** A wrong old PIN (status 0) is shown under its field by the dialog, not as a toast. */
export const updatePin = (phone: PhoneRef, memberPin: string, newPin: string, confirmPin: string) =>
  api.post(
    '/member/pin/update',
    { ...who(phone), memberPin, newPin, confirmPin },
    { schema: baseReply, present: { success: true, failure: 'none' } },
  );

export const memberTransactions = (memberId: number) =>
  api.get('/member/transactions', { memberId }, { schema: memberTransactionsReply, present: { failure: 'error' } });

export const memberBookings = (memberId: number) =>
  api.get('/member/bookings', { memberId }, { schema: memberBookingsReply, present: { failure: 'error' } });
