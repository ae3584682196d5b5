import { DESK_USERS_PER_CLUB } from '../dataset/spec';

/** Command line and environment of `npm run bench`. */
export interface BenchOptions {
  databases: ('pglite' | 'pg')[];
  /** Seconds per measured endpoint (BENCH_SECONDS, default 10). */
  seconds: number;
  skipBuild: boolean;
  /** Rebuild the cached PGlite dataset even when the migrations have not changed. */
  rebuild: boolean;
  /** Parallel desks in the second booking run (BENCH_BOOKING_DESKS, default 4, at most 7; 0 or 1 = skip). */
  bookingDesks: number;
  /** Bookings per desk at most (BENCH_BOOKINGS, default 200); the run also stops after `seconds`. */
  bookings: number;
  availabilityRate: number;
  /** Seconds of each pace of the busy Saturday (BENCH_SATURDAY_SECONDS, default 60; 0 = skip it). */
  saturdaySeconds: number;
  /** The console in Chromium (bench/browser), on the PGlite server (BENCH_BROWSER=0 skips it). */
  browser: boolean;
  /** BENCH_DATABASE_URL: an existing PostgreSQL server to create courtdesk_bench on. */
  databaseUrl?: string;
  port: number;
}

export const USAGE = `Usage: npm run bench -- [--db=pglite|pg] [--skip-build] [--rebuild]
  BENCH_SECONDS=10          seconds per measured endpoint
  BENCH_BOOKINGS=200        bookings per desk at most in the booking runs
  BENCH_BOOKING_DESKS=4     desks booking in parallel in the second booking run (at most 7; 0 or 1 = skip)
  BENCH_DATABASE_URL=…      PostgreSQL server to use (default: a private PostgreSQL 15 on 127.0.0.1:9241)
  BENCH_SATURDAY_SECONDS=60 seconds of each pace of the busy Saturday (12 desks; 0 = skip)
  BENCH_BROWSER=0           skip the console's figures in Chromium (login, sign-in, grid, slot, booking)
  BENCH_PORT=9240           port of the API server under test`;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

export function parseOptions(argv: string[]): BenchOptions {
  let databases: BenchOptions['databases'] = ['pglite', 'pg'];
  let skipBuild = false;
  let rebuild = false;
  for (const arg of argv) {
    if (arg === '--skip-build') skipBuild = true;
    else if (arg === '--rebuild') rebuild = true;
    else if (arg.startsWith('--db=')) {
      const value = arg.slice('--db='.length);
      if (value !== 'pglite' && value !== 'pg') throw new Error(`--db must be pglite or pg, got "${value}"\n${USAGE}`);
      databases = [value];
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  return {
    databases,
    seconds: Math.max(1, positive('BENCH_SECONDS', 10)),
    skipBuild,
    rebuild,
    // Each desk signs in as its own desk person, so there are at most as many as the dataset has.
    bookingDesks: Math.min(DESK_USERS_PER_CLUB, Math.floor(positive('BENCH_BOOKING_DESKS', 4))),
    bookings: Math.max(1, Math.floor(positive('BENCH_BOOKINGS', 200))),
    availabilityRate: 300,
    saturdaySeconds: Math.floor(positive('BENCH_SATURDAY_SECONDS', 60)),
    browser: process.env.BENCH_BROWSER !== '0',
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    port: Math.floor(positive('BENCH_PORT', 9240)),
  };
}
