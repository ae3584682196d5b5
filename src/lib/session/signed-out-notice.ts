import { create } from 'zustand';

interface SignedOutNotice {
  /** Why the server ended the session (its 401 message); null when the person signed out. */
  reason: string | null;
  show(reason: string): void;
  dismiss(): void;
}

/** Kept for this tab only, so a reload of the sign-in screen still says why. */
const KEY = 'signedOutReason';

function stored(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function keep(reason: string | null): void {
  try {
    if (reason === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, reason);
  } catch {
    // Storage refused (private mode quota): the notice still shows until a reload.
  }
}

/**
 * The "You were signed out" notice of the sign-in screen (ADR 0069): set when a 401 ends the
 * session, so the person reads why (idle, too old, ended elsewhere) instead of just landing on
 * the sign-in form. A new sign-in dismisses it.
 */
export const useSignedOutNotice = create<SignedOutNotice>()((set) => ({
  reason: stored(),
  show: (reason) => {
    keep(reason);
    set({ reason });
  },
  dismiss: () => {
    keep(null);
    set({ reason: null });
  },
}));
