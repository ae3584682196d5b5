/** The demo sign-ins, printed by `npm start` and listed in the README. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123', description: 'admin of Courtdesk Demo Arena' },
  {
    username: 'desk',
    password: 'desk123',
    description:
      'desk person at Courtdesk Demo Arena with the desk profile (book, take payments, cancel, check in; search and members read-only)',
  },
  { username: 'manager', password: 'manager123', description: 'admin of both clubs (can switch club)' },
] as const;

export const DEMO_CLUB_NAME = 'Courtdesk Demo Arena';
export const SECOND_CLUB_NAME = 'Courtdesk Riverside';
