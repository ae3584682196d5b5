import { useCallback, useRef, useState } from 'react';
import type { CustomerLookup } from './checkout-types';
import { lookupCustomer } from './customer-api';
import { isOnline } from '../../lib/online/online-store';
import { findMirroredMember } from '../../offline/members-mirror';
import { normalizeMobile } from '../../../contract/mobile';

/** A member from the device's mirror, in the shape of the server's lookup. */
async function mirroredLookup(countryCode: string, mobile: string): Promise<CustomerLookup | null> {
  const m = await findMirroredMember(countryCode, mobile);
  if (!m) return null;
  return {
    toBeRegistered: false,
    isMember: true,
    isNonMember: false,
    customerDetails: {
      id: m.memberId,
      customerName: m.memberName,
      customerEmail: m.memberEmail,
      customerMobile: m.memberMobile,
      customerCountryCode: m.memberCountryCode,
      credits: m.credits,
      creditsExpiry: m.creditsExpiry,
      uniqueId: null,
      isPasswordProtected: m.isPasswordProtected,
    },
  };
}

/**
 * Customer lookup on mobile blur, only when the number changed since the last lookup (spec 1 §4).
 * `onChanged` runs first when the number differs from the last one (credits and discount reset).
 */
export function useCustomerLookup(onFound: (lookup: CustomerLookup) => void, onChanged: () => void) {
  const [lookup, setLookup] = useState<CustomerLookup | null>(null);
  const [loading, setLoading] = useState(false);
  const last = useRef<string | null>(null);

  const lookupOnBlur = useCallback(
    async (countryCode: string, mobile: string) => {
      // Read as the server reads it, so "(987) 654-3210" finds the member offline too.
      const phone = normalizeMobile(mobile, countryCode);
      const number = phone?.mobile ?? mobile.trim();
      const key = `${phone?.countryCode ?? countryCode}|${number}`;
      if (key === last.current) return;
      if (last.current !== null) onChanged();
      last.current = key;
      setLookup(null);
      if (!phone) return;
      if (!isOnline()) {
        // Offline the desk's members mirror answers (issue 10); an unknown number stays unknown.
        const found = await mirroredLookup(phone.countryCode, phone.mobile);
        if (last.current !== key || !found) return;
        setLookup(found);
        onFound(found);
        return;
      }
      setLoading(true);
      const outcome = await lookupCustomer(number, countryCode);
      setLoading(false);
      // A later blur may have moved on to another number.
      if (last.current !== key || !outcome.ok) return;
      const result: CustomerLookup = {
        toBeRegistered: outcome.data.toBeRegistered,
        isMember: outcome.data.isMember,
        isNonMember: outcome.data.isNonMember,
        customerDetails: outcome.data.customerDetails,
        // The server's strike rule (ADR 0081): the desk is warned before Confirm; offline no one books.
        noShowStrikes: outcome.data.noShowStrikes ?? null,
      };
      setLookup(result);
      onFound(result);
    },
    [onFound, onChanged],
  );

  /** Looks the same number up again (e.g. after it was registered as a member). */
  const refresh = useCallback(
    (countryCode: string, mobile: string) => {
      last.current = null;
      return lookupOnBlur(countryCode, mobile);
    },
    [lookupOnBlur],
  );

  return { lookup, loading, lookupOnBlur, refresh };
}
