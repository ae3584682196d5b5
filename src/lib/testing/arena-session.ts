/** A signed-in desk at one club ("Arena", Asia/Kolkata), as the session store holds it: for tests of the mirrors. */
export function arenaSession(username = 'admin') {
  return {
    authToken: 'tok',
    username,
    clubName: 'Arena',
    countryCode: '+91',
    clubCurrency: 'rs',
    clubId: 1,
    userId: 1,
    role: 'admin',
    timeZone: 'Asia/Kolkata',
    userClubs: [{ clubId: 1, clubName: 'Arena' }],
    config: {},
    handlers: [],
  };
}
