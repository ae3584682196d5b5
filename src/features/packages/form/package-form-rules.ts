import { PACKAGE_REMARKS_MAX, PackageMessages, PackageType, type MembershipPackage } from '../../../../contract/packages';
import { parseCountText, type CountRule } from '../../../../contract/count-input';
import { parseMoneyText, type MoneyRule } from '../../../../contract/money-input';
import { DateMessages, isDateRefused } from '../../../lib/time/club-date';
import type { PackagePayload } from '../api/packages-api';
import { i18n } from '../../../lib/i18n/i18n';

/** The Create / Edit Membership Package form as typed: the text stays as the person wrote it. */
export interface PackageFormValues {
  type: number;
  packageName: string;
  price: string;
  credits: string;
  memberLimit: string;
  period: string;
  startDate: string;
  remarks: string;
  additionalInfo: string[];
  isActive: boolean;
}

export function emptyPackageForm(today: string): PackageFormValues {
  return {
    type: PackageType.rotational,
    packageName: '',
    price: '',
    credits: '',
    memberLimit: '',
    period: '',
    startDate: today,
    remarks: '',
    additionalInfo: [],
    isActive: true,
  };
}

export function formFromPackage(p: MembershipPackage): PackageFormValues {
  return {
    type: p.type,
    packageName: p.packageName,
    price: String(p.packagePrice),
    credits: p.packageCredits ? String(p.packageCredits) : '',
    memberLimit: p.memberLimit ? String(p.memberLimit) : '',
    period: String(p.period),
    startDate: p.startDate,
    remarks: p.description,
    additionalInfo: p.additionalInfo,
    isActive: p.isActive,
  };
}

/**
 * The numeric fields under the contract's rules (ADR 0048). Keystrokes used to be filtered, which
 * turned "2.5" in Member limit into 25 (the point refused, the 5 kept); now the text stays and a
 * refusal names the field (issue 24 item 6).
 */
const PRICE: MoneyRule = { field: 'Price' };
const CREDITS: MoneyRule = { field: 'Credits' };
const MEMBER_LIMIT: CountRule = { field: 'Member limit', min: 0, max: 1_000_000 };
const PERIOD: CountRule = { field: 'Renewal period', min: 1, max: 3650 };
const major = (text: string, rule: MoneyRule) => {
  const r = parseMoneyText(text, rule);
  return r.ok && r.value !== null ? r.value / 100 : 0;
};
const whole = (text: string, rule: CountRule, blank: number) => {
  const r = parseCountText(text, rule);
  return r.ok && r.value !== null ? r.value : blank;
};

/** Create / Save is disabled until name and price are filled. */
export const canSubmit = (v: PackageFormValues) => v.packageName.trim() !== '' && v.price.trim() !== '';

export interface PackageFormErrors {
  price?: string;
  credits?: string;
  memberLimit?: string;
  period?: string;
  remarks?: string;
  startDate?: string;
}

/** Field errors shown as the person types. `keepStart`: an unchanged stored start may be past. */
export function packageFormErrors(v: PackageFormValues, today: string, keepStart?: string): PackageFormErrors {
  const errors: PackageFormErrors = {};
  const price = parseMoneyText(v.price, PRICE);
  if (!price.ok) errors.price = price.message;
  const credits = parseMoneyText(v.credits, CREDITS);
  if (!credits.ok) errors.credits = credits.message;
  // Named in the language on screen, so the console can show the rule's refusal in it (the English is the spec's).
  const limit = parseCountText(v.memberLimit, { ...MEMBER_LIMIT, field: i18n.t('packages:form.memberLimit') });
  if (!limit.ok) errors.memberLimit = limit.message;
  const period = parseCountText(v.period, { ...PERIOD, field: i18n.t('packages:form.renewalPeriodField') });
  if (!period.ok) errors.period = period.message;
  if (v.remarks.length > PACKAGE_REMARKS_MAX) errors.remarks = PackageMessages.remarksTooLong;
  if (v.type === PackageType.proRata && isDateRefused(v.startDate))
    errors.startDate = DateMessages.notADate(i18n.t('packages:form.startDate'));
  else if (v.type === PackageType.proRata && v.startDate && v.startDate < today && v.startDate !== keepStart)
    errors.startDate = PackageMessages.pastStart;
  return errors;
}

/** The wire payload: empty credits / member limit / period are sent as 0 / 0 / 1. Rotational packages start today. */
export function packagePayload(v: PackageFormValues, today: string): PackagePayload {
  return {
    packageName: v.packageName.trim(),
    price: major(v.price, PRICE),
    remarks: v.remarks.trim(),
    credits: major(v.credits, CREDITS),
    memberLimit: whole(v.memberLimit, MEMBER_LIMIT, 0),
    additionalInfo: v.additionalInfo.map((s) => s.trim()).filter(Boolean),
    type: v.type,
    startDate: v.type === PackageType.proRata ? v.startDate : !v.startDate || isDateRefused(v.startDate) ? today : v.startDate,
    period: whole(v.period, PERIOD, 1),
    isActive: v.isActive,
  };
}
