/**
 * The shape of the bench dataset. Everything the generator writes is derived from these
 * constants, so changing one rebuilds the cached PGlite dataset (see schema-hash.ts).
 */

export interface BenchActivity {
  name: string;
  courts: number;
  /** 30 or 60: a booking is one hour, i.e. 2 slots or 1 slot. */
  slotMinutes: 30 | 60;
  /** Regular weekday off-peak price per hour, minor units (paise). */
  hourlyMinor: number;
  /** Courts numbered above this belong to a second, dearer price class. */
  premiumFrom?: number;
}

export interface BenchClub {
  key: string;
  name: string;
  activities: BenchActivity[];
  /**
   * Days (relative to the build day) that get bookings, when not the whole year: the large club
   * exists to measure one very wide calendar day, not to grow the dataset by millions of rows.
   */
  bookedDays?: { from: number; to: number };
}

/** Courts open 06:00 and close at midnight (stored as 00:00:00). */
export const OPEN_HOUR = 6;
export const CLOSE_HOUR = 24;

export const BENCH_CLUBS: BenchClub[] = [
  {
    key: 'grand',
    name: 'Bench Grand Arena',
    activities: [
      { name: 'Badminton', courts: 30, slotMinutes: 30, hourlyMinor: 40_000, premiumFrom: 20 },
      { name: 'Pickleball', courts: 12, slotMinutes: 30, hourlyMinor: 50_000 },
      { name: 'Tennis', courts: 8, slotMinutes: 60, hourlyMinor: 80_000 },
    ],
  },
  {
    key: 'central',
    name: 'Bench Central Sports',
    activities: [
      { name: 'Badminton', courts: 24, slotMinutes: 30, hourlyMinor: 35_000 },
      { name: 'Squash', courts: 12, slotMinutes: 30, hourlyMinor: 45_000 },
      { name: 'Football Turf', courts: 6, slotMinutes: 60, hourlyMinor: 250_000 },
    ],
  },
  {
    key: 'lakeside',
    name: 'Bench Lakeside Club',
    activities: [
      { name: 'Padel', courts: 16, slotMinutes: 30, hourlyMinor: 120_000 },
      { name: 'Tennis', courts: 16, slotMinutes: 60, hourlyMinor: 70_000 },
    ],
  },
  {
    // Issue 14: one sport of 332 courts, about 70 % booked on the measured day (a week ahead).
    key: 'metro',
    name: 'Bench Metro Courts',
    activities: [{ name: 'Badminton', courts: 332, slotMinutes: 30, hourlyMinor: 30_000 }],
    bookedDays: { from: 5, to: 9 },
  },
];

/** The wide club whose one sport's day is read first (cache miss) and repeated. */
export const WIDE_CLUB_KEY = 'metro';

/** The club and sport the availability and booking benchmarks use. */
export const BENCH_CLUB_KEY = 'grand';
export const BENCH_ACTIVITY = 'Badminton';
export const BENCH_TIME_ZONE = 'Asia/Kolkata';

/** Days of bookings before and after the build day (the year the issue asks for). */
export const PAST_DAYS = 300;
export const FUTURE_DAYS = 65;

/** Staff per club: one admin and this many desk people, all with this password. */
export const DESK_USERS_PER_CLUB = 7;
export const BENCH_PASSWORD = 'bench-pass-2026';
/** Issue 13: an owner who is admin of these three clubs (multi-club reports). */
export const OWNER_USERNAME = 'bench.owner';
export const OWNER_CLUB_KEYS = ['grand', 'central', 'lakeside'];
export const adminUsername = (clubKey: string) => `bench.${clubKey}.admin`;
export const deskUsername = (clubKey: string, n: number) => `bench.${clubKey}.desk${n}`;

export const CUSTOMERS_PER_CLUB = 40_000;
export const MEMBERS_PER_CLUB = 5_000;
/** Old sessions per club (expired or revoked), so token look-ups search a realistic table. */
export const OLD_SESSIONS_PER_CLUB = 3_000;
export const HOLIDAYS_PER_CLUB = 12;
/** Percent of bookings made by members rather than walk-in customers. */
export const MEMBER_BOOKING_PERCENT = 15;

/** At least this many booked slots, or the build fails (the floor). */
export const MIN_BOOKED_SLOTS = 1_000_000;
