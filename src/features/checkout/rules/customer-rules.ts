import { textLength } from '../../../../contract/text-length';
import { CheckoutMessages as M, REMARKS_MAX } from '../../../domain/checkout/checkout-messages';
import { mobileError } from '../../../domain/checkout/mobile-error';
import { isEmail } from '../../../../contract/email';

export interface CustomerFields {
  countryCode: string;
  mobile: string;
  name: string;
  email: string;
  remarks: string;
}

export type CustomerErrors = Partial<Record<keyof CustomerFields, string>>;

/** Customer section of spec 1 §5: name, mobile, email (mandatory when the club says so), remarks. */
export function customerErrors(fields: CustomerFields, emailMandatory: boolean): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!fields.name.trim()) errors.name = M.nameRequired;
  const mobile = mobileError(fields.countryCode, fields.mobile);
  if (mobile) errors.mobile = mobile;
  const email = fields.email.trim();
  if (email && !isEmail(email)) errors.email = M.invalidEmail;
  else if (!email && emailMandatory) errors.email = M.emailRequired;
  if (textLength(fields.remarks) > REMARKS_MAX) errors.remarks = M.remarksTooLong;
  return errors;
}
