import type { SessionInfo } from './session-info';

/**
 * Whose cart is this — the one place that decides it (issue 7). A cart belongs to a session:
 * one desk terminal. Two tablets signed in as the same login have two carts, and each sees the
 * other's held slots as 'Booking in Progress', like any other desk's.
 */
export interface CartOwner {
  /** The terminal the cart belongs to. */
  sessionId: number;
  /** Who works at it (stored on the cart for the record). */
  userId: number;
}

export function cartOwnerOf(session: SessionInfo): CartOwner {
  return { sessionId: session.sessionId, userId: session.userId };
}

/** The key availability renders a day for: a hold is 'Carted' only for this viewer. */
export function cartViewerOf(session: SessionInfo): number {
  return session.sessionId;
}

/** True when a held slot is in the viewer's own cart ('Carted'), not another terminal's. */
export function isOwnHold(cartSessionId: number | null, viewer: number): boolean {
  return cartSessionId !== null && cartSessionId === viewer;
}
