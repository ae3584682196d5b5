/** What the API suite's global setup hands each test file (tests/api/helpers/database-template.ts). */
export interface DatabaseTemplates {
  kind: 'pglite' | 'pg';
  /** A PGlite tarball's path, or a PostgreSQL template database's name: migrated only. */
  migrated: string;
  /** The same, with the demo club seeded. */
  demo: string;
  /** The demo's "today" when it was seeded, in its zone. */
  demoDay: string;
}

/** The demo club's zone: its bookings are laid out from "today" there (server/demo/booking-seed.ts). */
export const DEMO_TIME_ZONE = 'Asia/Kolkata';
