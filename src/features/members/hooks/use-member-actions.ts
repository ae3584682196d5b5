import { useCallback, useState } from 'react';
import { resyncMembers } from '../../../offline/members-mirror';
import { memberDetails, type PhoneRef } from '../api/members-api';
import type { MemberRow } from './use-members-list';

export type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; member: MemberRow }
  | { kind: 'recharge'; member: MemberRow }
  | { kind: 'validity'; member: MemberRow }
  | { kind: 'pin'; member: MemberRow }
  | { kind: 'delete'; member: MemberRow }
  | { kind: 'packages'; member: MemberRow }
  | { kind: 'pay'; member: MemberRow; pkg: { subscriptionId: number; packageName: string; balance: number } };

export const phoneOf = (m: MemberRow): PhoneRef => ({ callingCode: m.memberCountryCode, mobile: m.memberMobile });

/** Which dialog is open, the member in the drawer, and the refresh after every write. */
export function useMemberActions(reload: () => void) {
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [drawer, setDrawer] = useState<MemberRow | null>(null);
  const close = useCallback(() => setDialog({ kind: 'none' }), []);

  /** After a write: the list, the drawer's member (by its possibly new number) and the mirror follow. */
  const afterWrite = useCallback(
    async (phone: PhoneRef | null, keepDrawer = true) => {
      setDialog({ kind: 'none' });
      reload();
      void resyncMembers();
      if (!keepDrawer || !phone) {
        setDrawer(null);
        return;
      }
      const outcome = await memberDetails(phone);
      setDrawer((open) => (open && outcome.ok && outcome.data.member ? outcome.data.member : open));
    },
    [reload],
  );
  return { dialog, setDialog, close, drawer, setDrawer, afterWrite };
}
