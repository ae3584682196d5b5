import { PACKAGE_REMARKS_MAX, PackageMessages, PackageType, type MembershipPackage } from '../../../../contract/packages';
import type { PackagePayload } from '../api/packages-api';

/** The Create / Edit Membership Package form as typed (text, so numeric-only filters can act). */
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
  return { type: PackageType.rotational, packageName: '', price: '', credits: '', memberLimit: '', period: '', startDate: today, remarks: '', additionalInfo: [], isActive: true };
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
 * Numeric-only inputs (spec 2 §5): price and credits take digits and one decimal point with up to
 * two decimals; member limit and period take digits only. A keystroke that breaks the pattern is
 * refused (the previous text is kept), like the form the spec describes.
 */
export function numericOnly(next: string, previous: string, decimals: boolean): string {
  const pattern = decimals ? /^\d{0,9}(\.\d{0,2})?$/ : /^\d{0,7}$/;
  return pattern.test(next) ? next : previous;
}

/** Create / Save is disabled until name and price are filled. */
export const canSubmit = (v: PackageFormValues) => v.packageName.trim() !== '' && v.price.trim() !== '';

export interface PackageFormErrors {
  remarks?: string;
  startDate?: string;
}

/** Field errors shown as the person types. `keepStart`: an unchanged stored start may be past. */
export function packageFormErrors(v: PackageFormValues, today: string, keepStart?: string): PackageFormErrors {
  const errors: PackageFormErrors = {};
  if (v.remarks.length > PACKAGE_REMARKS_MAX) errors.remarks = PackageMessages.remarksTooLong;
  if (v.type === PackageType.proRata && v.startDate && v.startDate < today && v.startDate !== keepStart) errors.startDate = PackageMessages.pastStart;
  return errors;
}

/** The wire payload: empty credits / member limit / period are sent as 0 / 0 / 1. Rotational packages start today. */
export function packagePayload(v: PackageFormValues, today: string): PackagePayload {
  return {
    packageName: v.packageName.trim(),
    price: Number(v.price),
    remarks: v.remarks.trim(),
    credits: v.credits.trim() === '' ? 0 : Number(v.credits),
    memberLimit: v.memberLimit.trim() === '' ? 0 : Number(v.memberLimit),
    additionalInfo: v.additionalInfo.map((s) => s.trim()).filter(Boolean),
    type: v.type,
    startDate: v.type === PackageType.proRata ? v.startDate : v.startDate || today,
    period: v.period.trim() === '' ? 1 : Number(v.period),
    isActive: v.isActive,
  };
}
