import { create } from 'zustand';

interface SignedOutNotice {
  /** Why the server ended the session (its 401 message); null when the person signed out. */
  reason: string | null;
  show(reason: string): void;
  dismiss(): void;
}

/**
 * The "You were signed out" notice of the sign-in screen (ADR 0069): set when a 401 ends the
 * session, so the person reads why (idle, too old, ended elsewhere) instead of just landing on
 * the sign-in form. A new sign-in dismisses it.
 */
export const useSignedOutNotice = create<SignedOutNotice>()((set) => ({
  reason: null,
  show: (reason) => set({ reason }),
  dismiss: () => set({ reason: null }),
}));
