import { useCallback, useState } from 'react';
import { PackageMessages } from '../../../../contract/packages';
import { useLatest } from '../../../lib/api/use-latest';
import { isValidMobile } from '../../../../contract/mobile';
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
  const begin = useLatest();

  const look = useCallback(
    async (callingCode: string, mobile: string) => {
      // Only the number blurred last may fill the form: an earlier number's late reply would put
      // another member on this subscription.
      const current = begin();
      const typed = mobile.trim();
      setMember(null);
      setBusy(false);
      if (!typed) return setMobileError(PackageMessages.mobileRequired);
      if (!isValidMobile(callingCode, typed)) return setMobileError(PackageMessages.invalidMobile);
      setMobileError(null);
      setBusy(true);
      const outcome = await lookupMember(callingCode, typed);
      if (!current()) return;
      setBusy(false);
      if (!outcome.ok) {
        if (outcome.kind === 'failure') setMobileError(outcome.message);
        return;
      }
      if (outcome.data.result === 'member' && outcome.data.member) setMember(outcome.data.member);
      else if (outcome.data.result === 'nonMember') setDialog({ kind: 'notMember' });
      else setDialog({ kind: 'unknown', phone: `${callingCode} ${typed}` });
    },
    [begin],
  );

  return { member, mobileError, dialog, closeDialog: () => setDialog({ kind: 'none' }), look, busy };
}
