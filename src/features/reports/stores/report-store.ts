import { create } from 'zustand';
import type { ReportKind, ReportRow } from '../../../../contract/reports';
import type { ReportForm } from '../report-form';
import type { ReportView } from '../api/reports-api';

interface ReportState {
  kind: ReportKind;
  form: ReportForm | null;
  /** The report on the View Reports page; null = nothing to show (Back clears it). */
  view: ReportView | null;
  setKind(kind: ReportKind): void;
  setForm(form: ReportForm): void;
  show(view: ReportView): void;
  /**
   * A further page of one club's rows, asked after row `after`: kept only while that club's
   * rows still end there (a page that arrives after Back, a new report or a second copy of
   * the same page is dropped).
   */
  append(clubId: number, after: number, rows: ReportRow[], next: number | null): void;
  clear(): void;
}

/** Reports screen state kept across the Reports ↔ View Reports pages of one session. */
export const useReportStore = create<ReportState>()((set) => ({
  kind: 'master',
  form: null,
  view: null,
  setKind: (kind) => set({ kind }),
  setForm: (form) => set({ form }),
  show: (view) => set({ view }),
  append: (clubId, after, rows, next) =>
    set((state) => {
      const view = state.view;
      if (!view?.clubs.some((c) => c.clubId === clubId && c.next === after)) return {};
      return { view: { ...view, clubs: view.clubs.map((c) => (c.clubId === clubId ? { ...c, rows: c.rows.concat(rows), next } : c)) } };
    }),
  clear: () => set({ view: null }),
}));
