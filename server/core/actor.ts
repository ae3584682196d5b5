import { STAFF_PLACE } from '../../contract/codes';

/** Who made a change: a signed-in person, or the marketplace / a scheduled job. */
export interface Actor {
  userId: number | null;
  /** As people read it: the username, 'marketplace' or 'system'. */
  name: string;
}

/** Who acts on a booking: a signed-in desk person, or the marketplace through its API key. */
export interface BookingActor {
  clubId: number;
  userId: number | null;
  /** History actor and transaction handler: the username, or 'marketplace'. */
  name: string;
  /** Transaction place: 'partner' for staff (spec 1 §6), 'marketplace' for the provider. */
  place: string;
}

export function staffActor(session: { clubId: number; userId: number; username: string }): BookingActor {
  return { clubId: session.clubId, userId: session.userId, name: session.username, place: STAFF_PLACE };
}

export function historyActor(a: BookingActor): Actor {
  return { userId: a.userId, name: a.name };
}
