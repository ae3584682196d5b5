import type { Seeder } from './context';
import { DEMO_CLUB_NAME } from './accounts';
import { addDays, todayIn } from '../core/local-time';
import { createMarketplaceBooking } from '../modules/marketplace/book';

/** Two marketplace bookings tomorrow at the demo arena: one paid online, one pay-later (BNPL). */
export const marketplaceSeeder: Seeder = {
  name: 'marketplace bookings',
  async run(tx, ctx) {
    const clubId = ctx.clubs[DEMO_CLUB_NAME];
    const activityId = ctx.activities[`${DEMO_CLUB_NAME}/Badminton`];
    const courtId = ctx.courts[`${DEMO_CLUB_NAME}/Badminton/Court 6`];
    const date = addDays(todayIn('Asia/Kolkata'), 1);
    const actor = { clubId, userId: null, name: 'marketplace', place: 'marketplace' };
    const customer = (name: string, mobile: string) => ({ name, countryCode: '+91', mobile, email: null });
    const unpaid = await createMarketplaceBooking(
      tx,
      actor,
      { activityId, courtId, date, time: '12:00:00', customer: customer('Farah Ali', '9812300001'), paidAmount: 0 },
      'Asia/Kolkata',
    );
    const price = unpaid.price;
    await createMarketplaceBooking(
      tx,
      actor,
      { activityId, courtId, date, time: '13:00:00', customer: customer('Dev Malhotra', '9812300002'), paidAmount: price },
      'Asia/Kolkata',
    );
  },
};
