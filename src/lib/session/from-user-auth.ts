import type { UserAuth } from '../../../contract/session';
import type { Session } from './session-storage';

/** The login / switch-account userAuth as the console keeps it. */
export function sessionFromUserAuth(userAuth: UserAuth): Session {
  return {
    authToken: userAuth.authToken,
    username: userAuth.username,
    clubName: userAuth.clubName,
    countryCode: userAuth.countryCode,
    clubCurrency: userAuth.clubCurrency,
    clubId: userAuth.clubId,
    userId: userAuth.id,
    role: userAuth.role,
    timeZone: userAuth.timeZone,
    userClubs: userAuth.userClubs,
    config: userAuth.config,
    handlers: userAuth.handlers,
  };
}
