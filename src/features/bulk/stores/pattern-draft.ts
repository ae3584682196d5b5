import { create } from 'zustand';
import type { PatternForm } from '../../../../contract/bulk';

/** What Continue carries to the bulk checkout: the checked form and what it will book. */
export interface PatternDraft {
  form: PatternForm;
  activityName: string;
  courtNames: string[];
  slots: number;
  skipped: number;
  grossPrice: number;
}

const KEY = 'courtdesk.patternDraft';

function load(): PatternDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PatternDraft) : null;
  } catch {
    return null;
  }
}

interface DraftState {
  draft: PatternDraft | null;
  setDraft: (draft: PatternDraft | null) => void;
}

/** Kept in sessionStorage so a reload of the checkout keeps the pattern (this tab only). */
export const usePatternDraft = create<DraftState>()((set) => ({
  draft: typeof sessionStorage === 'undefined' ? null : load(),
  setDraft: (draft) => {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
    set({ draft });
  },
}));
