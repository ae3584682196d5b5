import { foundationSeeder, gstSeeder } from './foundation';
import type { Seeder } from './context';
import { bookingSeeder } from './booking-seed';
import { marketplaceSeeder } from './marketplace-seed';
import { eventsSeeder } from './events-seed';
import { packagesSeeder } from './packages-seed';

/**
 * Demo seeders in the order they run, all in one transaction on an empty database.
 * Later seeders (pricing, holidays, members, bookings…) append themselves here and find
 * the ids of earlier ones in the DemoContext.
 */
export const seeders: Seeder[] = [foundationSeeder, bookingSeeder, marketplaceSeeder, eventsSeeder, packagesSeeder, gstSeeder];
