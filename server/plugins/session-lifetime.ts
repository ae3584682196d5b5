import { settingsFromStored } from '../../contract/club-settings';
import { SessionEndMessages } from '../../contract/session';

/** Why a session stopped working (ADR 0069); null while it is live. */
export type SessionEnd = 'idle' | 'lifetime';

/** A session's last use is written at most this often, so a desk's reads do not each write. */
export const TOUCH_EVERY_MS = 60_000;

export interface SessionTimes {
  createdAt: Date;
  lastUsedAt: Date;
  /** The club's stored config: its session settings decide, read like every other setting. */
  config: unknown;
}

/**
 * Idle: not used for the club's idle hours. Lifetime: signed in longer ago than the club's
 * lifetime. Both read the club's settings at the moment of the request, so a change takes effect
 * on the next request of every open session.
 */
export function sessionEndAt(times: SessionTimes, now: number): SessionEnd | null {
  const { sessionIdleHours, sessionLifetimeDays } = settingsFromStored(times.config);
  if (now - times.createdAt.getTime() >= sessionLifetimeDays * 86_400_000) return 'lifetime';
  if (now - times.lastUsedAt.getTime() >= sessionIdleHours * 3_600_000) return 'idle';
  return null;
}

/** The 401's message for a session that ended for `reason`, in the club's current terms. */
export function sessionEndMessage(reason: SessionEnd, config: unknown): string {
  const settings = settingsFromStored(config);
  return reason === 'idle' ? SessionEndMessages.idle(settings.sessionIdleHours) : SessionEndMessages.lifetime(settings.sessionLifetimeDays);
}

/** Whether the last use is old enough to be written again. */
export function needsTouch(lastUsedAt: Date, now: number): boolean {
  return now - lastUsedAt.getTime() >= TOUCH_EVERY_MS;
}
