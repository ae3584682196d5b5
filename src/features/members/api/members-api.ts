import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';
import type { PaidState } from '../../../lib/payment-mode';

const e = endpoints.members;
const toast = { success: true, failure: 'error' } as const;
export interface PhoneRef {
  callingCode: string;
  mobile: string;
}
const who = (p: PhoneRef) => ({ mobile: p.mobile, countryCode: p.callingCode });

/** GET /api/member/search: one page of members, or the member with a number. */
export function searchMembers(page: number, phone: PhoneRef | null, signal?: AbortSignal) {
  return api.call(e.search, { page, ...(phone ? who(phone) : {}) }, { present: { failure: 'none' }, signal });
}

export function memberDetails(phone: PhoneRef, signal?: AbortSignal) {
  return api.call(e.details, who(phone), { present: false, signal });
}

export const deleteMember = (memberId: number) => api.call(e.delete, { memberId }, { present: toast });

export function recharge(phone: PhoneRef, paid: PaidState, credits: number, idempotencyKey: string) {
  const body = {
    ...who(phone),
    paidAmount: paid.amount === '' ? null : Number(paid.amount),
    credits,
    transactionData: { type: 5, mode: paid.mode },
  };
  return api.call(e.creditsRecharge, body, { present: toast, idempotencyKey });
}

export const updateValidity = (phone: PhoneRef, expiryDate: string) =>
  api.call(e.creditsValidityUpdate, { ...who(phone), expiryDate }, { present: toast });

export const createPin = (phone: PhoneRef, newPin: string, confirmPin: string) =>
  api.call(e.pinCreate, { ...who(phone), newPin, confirmPin }, { present: toast });

/** A wrong old PIN (status 0) is shown under its field by the dialog, not as a toast. */
export const updatePin = (phone: PhoneRef, memberPin: string, newPin: string, confirmPin: string) =>
  api.call(e.pinUpdate, { ...who(phone), memberPin, newPin, confirmPin }, { present: { success: true, failure: 'none' } });

export const memberTransactions = (memberId: number) => api.call(e.transactions, { memberId }, { present: { failure: 'error' } });

export const memberBookings = (memberId: number) => api.call(e.bookings, { memberId }, { present: { failure: 'error' } });
