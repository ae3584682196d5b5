import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-store';
import { todayIn } from '../../../lib/time/club-date';
import { useReportStore } from '../stores/report-store';
import { downloadReport, loadReportClubs, runReport } from '../api/reports-api';
import { initialForm, type ReportForm } from '../report-form';

/** The Reports screen's form (kept in the store), the clubs it may use, and its two actions. */
export function useReportRunner() {
  const { kind, form: stored, setForm, show, clear } = useReportStore();
  // The session club's today: a desk in IST after 18:30 UTC is already on tomorrow.
  const timeZone = useSession()?.timeZone;
  const form = stored ?? initialForm(todayIn(timeZone));
  const [clubs, setClubs] = useState<{ clubId: number; clubName: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    void loadReportClubs().then((list) => {
      setClubs(list);
      // A one-club admin has nothing to choose: the club is picked for them (issue 27). Read from
      // the store, not this render: the person may have changed the period while clubs loaded.
      const current = useReportStore.getState().form;
      if (list.length === 1 && (current === null || current.clubIds.length === 0))
        useReportStore.getState().setForm({ ...(current ?? initialForm(todayIn(timeZone))), clubIds: [list[0].clubId] });
    });
  }, [timeZone]);

  const view = async (f: ReportForm = form) => {
    setBusy(true);
    const result = await runReport(kind, f).finally(() => setBusy(false));
    if (!result) {
      // Empty data: the notice is shown and the old report is cleared (spec 3 §4).
      clear();
      return;
    }
    show(result);
    navigate('/reports/view');
  };

  return { kind, form, clubs, busy, setForm, view, download: () => void downloadReport(kind, form) };
}
