import { useCallback, useState } from 'react';
import { PackageMessages } from '../../../../contract/packages';
import { isValidMobile } from '../../../lib/phone';
import { lookupMember } from '../api/packages-api';

export interface FoundMember {
  memberId: number;
  memberName: string;
  memberEmail: string | null;
}

export type LookupDialog = { kind: 'none' } | { kind: 'notMember' } | { kind: 'unknown'; phone: string };

/**
 * The member lookup on the mobile's blur (spec 2 §4 "Package checkout"): a member fills the form;
 * a non-member (not registered, or membership ended) opens 'Member Not Found'; an unknown number
 * opens the Warning that offers to leave and add the member first.
 */
export function useMemberLookup() {
  const [member, setMember] = useState<FoundMember | null>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<LookupDialog>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  const look = useCallback(async (callingCode: string, mobile: string) => {
    const typed = mobile.trim();
    setMember(null);
    if (!typed) return setMobileError(PackageMessages.mobileRequired);
    if (!isValidMobile(callingCode, typed)) return setMobileError(PackageMessages.invalidMobile);
    setMobileError(null);
    setBusy(true);
    const outcome = await lookupMember(callingCode, typed);
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.kind === 'failure') setMobileError(outcome.message);
      return;
    }
    if (outcome.data.result === 'member' && outcome.data.member) setMember(outcome.data.member);
    else if (outcome.data.result === 'nonMember') setDialog({ kind: 'notMember' });
    else setDialog({ kind: 'unknown', phone: `${callingCode} ${typed}` });
  }, []);

  return { member, mobileError, dialog, closeDialog: () => setDialog({ kind: 'none' }), look, busy };
}
