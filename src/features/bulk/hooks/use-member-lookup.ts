import { useCallback, useRef, useState } from 'react';
import { BulkMessages } from '../../../../contract/bulk';
import { customerDetailsReply } from '../../../../contract/checkout';
import { api } from '../../../lib/api/client';
import { isValidMobile } from '../../../lib/phone';

export interface FoundMember {
  name: string;
  email: string | null;
  credits: number;
}

export type MemberLookup = { state: 'idle' } | { state: 'member'; member: FoundMember } | { state: 'not-member'; message: string };

/**
 * Member bulk booking: the mobile is looked up on blur (only when it changed, spec 1 §4); a
 * number that is not a member of the club is flagged before Confirm (the server refuses it too).
 */
export function useMemberLookup(enabled: boolean) {
  const [result, setResult] = useState<MemberLookup>({ state: 'idle' });
  const last = useRef<string | null>(null);
  const lookup = useCallback(
    async (countryCode: string, mobile: string): Promise<FoundMember | null> => {
      const number = mobile.replace(/[\s-]/g, '');
      const key = `${countryCode}|${number}`;
      if (!enabled || key === last.current) return null;
      last.current = key;
      setResult({ state: 'idle' });
      if (!isValidMobile(countryCode, number)) return null;
      const o = await api.post('/customer/details', { mobile: number, countryCode }, { schema: customerDetailsReply, present: { failure: 'warning' } });
      if (last.current !== key || !o.ok) return null;
      const c = o.data.customerDetails;
      if (!o.data.isMember || !c) {
        setResult({ state: 'not-member', message: BulkMessages.memberRequired });
        return null;
      }
      const member = { name: c.customerName, email: c.customerEmail ?? null, credits: c.credits ?? 0 };
      setResult({ state: 'member', member });
      return member;
    },
    [enabled],
  );
  return { result, lookup };
}
