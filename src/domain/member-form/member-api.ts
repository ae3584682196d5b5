import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import type { PaidState } from '../../lib/payment-mode';
import type { MemberFormValues } from './member-form-rules';

const present = { success: true, failure: 'error' } as const;

/** POST /api/member/registration (spec 2 §7), with an Idempotency-Key for the fee. */
export function registerMember(v: MemberFormValues, fee: PaidState, idempotencyKey: string) {
  return api.call(
    endpoints.members.registration,
    {
      name: v.name.trim(),
      countryCode: v.callingCode,
      mobile: v.mobile.trim(),
      email: v.email.trim() || null,
      address: v.address.trim() || null,
      gender: v.gender || null,
      registrationFee: fee.amount === '' ? 0 : Number(fee.amount),
      transactionData: { type: 7, mode: fee.mode },
      startDate: v.fromDate,
      toDate: v.lifetime ? 'max' : v.toDate,
    },
    { present, idempotencyKey },
  );
}

/** POST /api/member/details/update: `original` is the member's number before the edit. */
/** An unchanged (possibly already past) expiry is not resent: the server keeps it. */
export function updateMember(original: { callingCode: string; mobile: string }, v: MemberFormValues, expiryChanged: boolean) {
  return api.call(
    endpoints.members.detailsUpdate,
    {
      mobile: original.mobile,
      countryCode: original.callingCode,
      updateData: {
        name: v.name.trim(),
        countryCode: v.callingCode,
        mobile: v.mobile.trim(),
        email: v.email.trim() || null,
        address: v.address.trim() || null,
        gender: v.gender || null,
        expiryDate: expiryChanged ? (v.lifetime ? 'max' : v.toDate) : null,
      },
    },
    { present },
  );
}
