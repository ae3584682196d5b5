import { isValidMobile } from '../../../contract/mobile';
import { CheckoutMessages as M } from './checkout-messages';

/** The mobile's rule of every checkout (spec 1 §5): required, then a valid number for the country. */
export function mobileError(countryCode: string, mobile: string): string | undefined {
  if (!mobile.trim()) return M.mobileRequired;
  if (!isValidMobile(countryCode, mobile)) return M.invalidMobile;
  return undefined;
}
