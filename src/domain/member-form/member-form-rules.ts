import { ADDRESS_MAX, MemberMessages } from '../../../contract/members';
import { isEmail } from '../../../contract/email';
import { isValidMobile } from '../../../contract/mobile';
import { DateMessages, isDateRefused } from '../../lib/time/club-date';
import { i18n } from '../../lib/i18n/i18n';

export interface MemberFormValues {
  callingCode: string;
  mobile: string;
  name: string;
  email: string;
  address: string;
  gender: '' | 'M' | 'F' | 'O';
  /** Member since (YYYY-MM-DD). */
  fromDate: string;
  /** Valid till; ignored when lifetime. */
  toDate: string;
  lifetime: boolean;
}

export type MemberFormErrors = Partial<Record<keyof MemberFormValues, string>>;

/** The member form's rules (spec 2 §5), the same the server applies. `adding`: Member from is on the form. */
export function memberFormErrors(v: MemberFormValues, today: string, adding = false): MemberFormErrors {
  const errors: MemberFormErrors = {};
  if (!v.mobile.trim()) errors.mobile = MemberMessages.mobileRequired;
  else if (!isValidMobile(v.callingCode, v.mobile.trim())) errors.mobile = MemberMessages.invalidMobile;
  if (!v.name.trim()) errors.name = MemberMessages.nameRequired;
  if (v.email.trim() && !isEmail(v.email)) errors.email = MemberMessages.invalidEmail;
  if (v.address.trim().length > ADDRESS_MAX) errors.address = MemberMessages.addressTooLong;
  if (isDateRefused(v.fromDate)) errors.fromDate = DateMessages.notADate(i18n.t('member-form:memberFrom'));
  else if (adding && !v.fromDate) errors.fromDate = MemberMessages.invalidDate;
  if (!v.lifetime && isDateRefused(v.toDate)) errors.toDate = DateMessages.notADate(i18n.t('member-form:validTill'));
  else if (!v.lifetime && !v.toDate) errors.toDate = MemberMessages.invalidDate;
  else if (!v.lifetime && v.toDate < today) errors.toDate = MemberMessages.pastExpiry;
  return errors;
}

/** A real date on both ends: refused text and blanks move nothing. */
const dated = (a: string, b: string) => /^\d{4}-/.test(a) && /^\d{4}-/.test(b);

/** Registration range (spec 2 §4): moving From after To moves To with it; moving To before From moves From. */
export function moveFrom(v: MemberFormValues, fromDate: string): MemberFormValues {
  return { ...v, fromDate, toDate: !v.lifetime && dated(fromDate, v.toDate) && fromDate > v.toDate ? fromDate : v.toDate };
}
export function moveTo(v: MemberFormValues, toDate: string): MemberFormValues {
  return { ...v, toDate, fromDate: dated(toDate, v.fromDate) && toDate < v.fromDate ? toDate : v.fromDate };
}
