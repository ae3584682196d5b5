import { useCallback, useEffect, useState } from 'react';
import { MEMBERS_PAGE_SIZE, type Member } from '../../../../contract/members';
import { useOnline } from '../../../lib/online/online-store';
import { useMirroredMembers } from '../../../offline/members-mirror';
import type { MemberMirrorRow } from '../../../offline/schema/v4';
import { searchMembers, type PhoneRef } from '../api/members-api';
import { i18n } from '../../../lib/i18n/i18n';

/** A row of the Members table: a full member online, the mirror's copy offline. */
export type MemberRow = Member | (MemberMirrorRow & Partial<Omit<Member, keyof MemberMirrorRow>>);

export interface MembersList {
  rows: MemberRow[];
  totalPages: number;
  loading: boolean;
  /** The search found nothing ('No Matching Results.'). */
  empty: string | null;
  /** Rows come from the device's mirror (offline). */
  fromMirror: boolean;
  reload: () => void;
}

/** Members online from the server (page of 10 or one number); offline from the mirror. */
export function useMembersList(page: number, phone: PhoneRef | null): MembersList {
  const online = useOnline();
  const [state, setState] = useState<{ rows: Member[]; totalPages: number; empty: string | null }>({
    rows: [],
    totalPages: 0,
    empty: null,
  });
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const mirror = useMirroredMembers(
    page,
    MEMBERS_PAGE_SIZE,
    online ? null : phone ? { countryCode: phone.callingCode, mobile: phone.mobile } : null,
  );

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setLoading(true);
    void searchMembers(page, phone, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (outcome.ok) setState({ rows: outcome.data.members ?? [], totalPages: outcome.data.paginationData?.total ?? 0, empty: null });
      else if (outcome.kind === 'failure') setState({ rows: [], totalPages: 0, empty: outcome.message });
    });
    return () => controller.abort();
  }, [online, page, phone, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  if (!online) {
    return {
      rows: mirror?.rows ?? [],
      totalPages: Math.ceil((mirror?.total ?? 0) / MEMBERS_PAGE_SIZE),
      loading: mirror === undefined,
      empty: mirror && mirror.total === 0 && phone ? i18n.t('members:noMatch') : null,
      fromMirror: true,
      reload,
    };
  }
  return { ...state, loading, fromMirror: false, reload };
}
