import { create } from 'zustand';

interface HiddenSectionsState {
  hidden: ReadonlySet<string>;
  /** Spec 1 §6: a -1 on the dashboard hides its sidebar item (until the next session). */
  hide(key: string): void;
  reset(): void;
}

export const useHiddenSections = create<HiddenSectionsState>()((set) => ({
  hidden: new Set(),
  hide: (key) => set((state) => ({ hidden: new Set([...state.hidden, key]) })),
  reset: () => set({ hidden: new Set() }),
}));
