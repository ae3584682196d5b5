import { notifications } from '@mantine/notifications';
import { speaksForCurrentSession } from '../session/session-store';
import type { ApiOutcome } from './outcome';
import { describeOutcome, type PresentOptions, type Toast } from './reply-handler';

let signOutHandler: (reason: string) => void = () => {};

/** The app decides what "signed out" means (clear session, mirrors, say why); wired once at start. */
export function setSignOutHandler(handler: (reason: string) => void): void {
  signOutHandler = handler;
}

export function showToast(toast: Toast): void {
  // One id per text: ten calls failing the same way show one toast, not ten.
  notifications.show({
    id: `reply:${toast.color}:${toast.message}`,
    color: toast.color,
    message: toast.message,
    autoClose: toast.color === 'green' ? 3000 : 6000,
  });
}

/**
 * Applies the presentation of an outcome: toast and/or sign-out. `sentWith` is the session token
 * the refused call or stream carried: a refusal of a session this console is replacing or has
 * replaced (Switch Club retires the old one while its calls are still out) signs nothing out.
 */
export function presentOutcome(outcome: ApiOutcome<unknown>, options?: PresentOptions, sentWith?: string): void {
  const presentation = describeOutcome(outcome, options);
  const stale = sentWith !== undefined && !speaksForCurrentSession(sentWith);
  if (presentation.signOut && outcome.kind === 'unauthorized' && !stale) signOutHandler(outcome.message);
  if (presentation.toast) showToast(presentation.toast);
}
