import type { PaymentModeCode } from '../../../contract/codes';
import type { CustomerDetailsReply } from '../../../contract/checkout';
import type { AmountInput } from '../../lib/payment-mode';

/** The checkout form's values, shared by the booking checkout and the bulk checkout (ADR 0037). */
export interface CheckoutFormValues {
  countryCode: string;
  mobile: string;
  name: string;
  email: string;
  uniqueId: string;
  remarks: string;
  advance: AmountInput;
  mode: PaymentModeCode;
  sendSMS: boolean;
  sendPaymentLink: boolean;
}

/** What the customer lookup on mobile blur found (spec 1 §3 "Customer lookup result"). */
export type CustomerLookup = Pick<
  CustomerDetailsReply,
  'toBeRegistered' | 'isMember' | 'isNonMember' | 'customerDetails' | 'noShowStrikes'
>;
