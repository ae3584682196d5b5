import type { Seeder } from './context';
import { DEMO_CLUB_NAME } from './accounts';
import { addDays, todayIn } from '../core/local-time';
import { createCategory, createEvent, createSubCategory } from '../modules/events/admin';
import { register } from '../modules/events/register';

type Person = [name: string, mobile: string, email: string | null];

/**
 * Two events at the demo arena with categories, a sub-category and registrations (desk and
 * marketplace, paid, part-paid and unpaid), all through the same services the API uses, so
 * the Events & Passes page has real rows, cards and money on `npm start`.
 */
export const eventsSeeder: Seeder = {
  name: 'events and registrations',
  async run(tx, ctx) {
    const clubId = ctx.clubs[DEMO_CLUB_NAME];
    const admin = { userId: ctx.users.admin, name: 'admin' };
    const today = todayIn('Asia/Kolkata');

    const open = await createEvent(tx, clubId, 'Winter Badminton Open 2026', admin);
    const singles = await createCategory(
      tx,
      clubId,
      {
        eventId: open,
        name: "Men's Singles",
        priceMinor: 50_000,
        totalTickets: 64,
        startDate: addDays(today, 14),
        endDate: addDays(today, 16),
        active: true,
      },
      admin,
    );
    const doubles = await createCategory(
      tx,
      clubId,
      {
        eventId: open,
        name: "Women's Doubles",
        priceMinor: 80_000,
        totalTickets: 32,
        startDate: addDays(today, 14),
        endDate: addDays(today, 16),
        active: true,
      },
      admin,
    );
    const u19 = await createSubCategory(tx, clubId, singles, 'Under 19', admin);
    const senior = await createSubCategory(tx, clubId, singles, 'Open (19+)', admin);

    const camp = await createEvent(tx, clubId, 'Summer Swimming Camp', admin);
    const juniors = await createCategory(
      tx,
      clubId,
      {
        eventId: camp,
        name: 'Juniors (8-14 yrs)',
        priceMinor: 250_000,
        totalTickets: 40,
        startDate: addDays(today, 30),
        endDate: addDays(today, 60),
        active: true,
      },
      admin,
    );

    const sign = async (
      eventId: number,
      categoryId: number,
      sub: number | null,
      [name, mobile, email]: Person,
      tickets: number,
      paidMinor: number,
      source: 'desk' | 'marketplace' = 'desk',
    ) =>
      register(
        tx,
        clubId,
        {
          eventId,
          categoryId,
          subCategoryId: sub,
          tickets,
          name,
          phone: { countryCode: '+91', mobile },
          email,
          paidMinor,
          mode: paidMinor === 0 ? 0 : source === 'marketplace' ? 3 : 1,
          source,
          today,
        },
        source === 'desk' ? admin : { userId: null, name: 'marketplace' },
      );

    await sign(open, singles, senior, ['Arjun Mehta', '9811100001', 'arjun.mehta@example.com'], 1, 50_000);
    await sign(open, singles, u19, ['Kabir Rao', '9811100002', null], 1, 0);
    await sign(open, singles, senior, ['Rohit Menon', '9811100003', 'rohit.menon@example.com'], 1, 50_000, 'marketplace');
    await sign(open, doubles, null, ['Priya Sharma', '9811100004', 'priya.sharma@example.com'], 2, 160_000);
    await sign(open, doubles, null, ['Sneha Iyer', '9811100005', null], 2, 80_000);
    await sign(camp, juniors, null, ['Meera Nair', '9811100006', 'meera.nair@example.com'], 2, 250_000);
    await sign(camp, juniors, null, ['Vikram Singh', '9811100007', null], 1, 250_000);
  },
};
