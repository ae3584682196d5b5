import { PaymentMode, TransactionType, type PaymentModeCode, type TransactionTypeCode } from '../../../contract/codes';
import { Feature, type FeatureId } from '../../../contract/features';
import { i18n } from './i18n';

/*
 * Names the contract gives codes (features, payment modes, transaction types, booking statuses),
 * in the language on screen (issue 32 §2, ADR 0085). The contract keeps the spec's English
 * (FEATURE_NAMES, PAYMENT_MODE_NAMES …: the server's files and other clients read it); the
 * `server` catalogue holds each name under the contract's own name for the code, and
 * contract-names.test.ts keeps its English equal to the contract's.
 */

const nameOf = (table: Record<string, number>) => {
  const byCode = new Map(Object.entries(table).map(([name, code]) => [code, name]));
  return (code: number) => byCode.get(code);
};
const featureKey = nameOf(Feature);
const modeKey = nameOf(PaymentMode);
const typeKey = nameOf(TransactionType);

/** "Members", "मेंबर"; undefined for an id the contract does not name. */
export function featureName(id: FeatureId): string;
export function featureName(id: number): string | undefined;
export function featureName(id: number): string | undefined {
  const key = featureKey(id);
  return key && i18n.t(`server:feature.${key}`);
}

/** "Cash", "कैश"; undefined for a code the contract does not name. */
export function paymentModeName(code: PaymentModeCode): string;
export function paymentModeName(code: number): string | undefined;
export function paymentModeName(code: number): string | undefined {
  const key = modeKey(code);
  return key && i18n.t(`server:paymentMode.${key}`);
}

/** "Single Booking", "सिंगल बुकिंग"; undefined for a code the contract does not name. */
export function transactionTypeName(code: TransactionTypeCode): string;
export function transactionTypeName(code: number): string | undefined;
export function transactionTypeName(code: number): string | undefined {
  const key = typeKey(code);
  return key && i18n.t(`server:transactionType.${key}`);
}

const BOOKING_STATUSES = ['Upcoming', 'Ongoing', 'Completed', 'Cancelled'] as const;

/** A booking status the server sends ("Upcoming") in the language on screen; an unknown one as sent. */
export function bookingStatusName(status: string): string {
  return (BOOKING_STATUSES as readonly string[]).includes(status) ? i18n.t(`server:bookingStatus.${status}`) : status;
}
