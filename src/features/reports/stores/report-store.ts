import { create } from 'zustand';
import type { ReportKind } from '../../../../contract/reports';
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
  clear: () => set({ view: null }),
}));
