import type { Language } from '../../contract/languages';
import type { UserAuth } from '../../contract/session';

/** A person's role in a club (club_users.role; the migration checks the same two values). */
export type Role = UserAuth['role'];

/** Who is signed in, at which club, and how that club reads times and phone numbers. */
export interface SessionInfo {
  sessionId: number;
  userId: number;
  clubId: number;
  username: string;
  role: Role;
  timeZone: string;
  /** The club's calling code (+91…): phone input without one is read in it. */
  callingCode: string;
  /** The person's language (users.language, ADR 0085): the documents and spreadsheets they ask for are in it (ADR 0087). */
  language: Language;
}
