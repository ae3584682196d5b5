import { sql } from 'drizzle-orm';
import { PackageType } from '../../contract/packages';
import { PaymentMode } from '../../contract/codes';
import { loadClub } from '../core/club-context';
import { todayIn } from '../core/local-time';
import { firstRow } from '../db/rows';
import { createPackage } from '../modules/packages/service';
import { subscribe } from '../modules/packages/subscriptions';
import { DEMO_CLUB_NAME } from './accounts';
import type { Seeder } from './context';

/**
 * Membership packages at the demo arena with a few active subscriptions, so the Packages
 * Dashboard's charts (members per package, members by month, upcoming renewals) have real bars
 * on `npm start`. Made through the product's own writers: `createPackage`, and `subscribe`, which
 * takes the member-limit place and writes the advance's money row and the history. The packages
 * give no credits, so the demo members' credit balances stay what the booking seed gave them.
 * One name is long on purpose: the dashboard must keep it readable on a tablet. Every term is
 * longer than 30 days, so no renewal reminder (at most 30 days ahead) is due on a fresh demo: the
 * reminder tests count the reminders of their own subscriptions.
 */
export const packagesSeeder: Seeder = {
  name: 'membership packages and subscriptions',
  async run(tx, ctx) {
    const clubId = ctx.clubs[DEMO_CLUB_NAME];
    const club = await loadClub(tx, clubId);
    const staff = { userId: ctx.users.admin, name: 'admin' };
    const today = todayIn(club.timeZone);
    const make = (packageName: string, price: number, period: number, memberLimit: number) =>
      createPackage(tx, club, staff, {
        packageName,
        price,
        remarks: '',
        credits: 0,
        memberLimit,
        additionalInfo: [],
        type: PackageType.rotational,
        startDate: today,
        period,
        isActive: true,
      });
    const league = await make('Evening Doubles League Membership (Quarterly, Courts 1-6)', 6000, 90, 20);
    const swim = await make('Weekend Swim Squad', 2500, 60, 15);
    const morning = await make('Morning Fitness Pass', 1500, 45, 0);

    const memberOf = async (mobile: string) =>
      (await firstRow<{ id: number }>(tx, sql`SELECT id FROM members WHERE club_id = ${clubId} AND mobile = ${mobile}`))!.id;
    const priya = await memberOf('9876543210');
    const rahul = await memberOf('9812345678');
    const join = (packageId: number, memberId: number, advance: number, mode: number) =>
      subscribe(tx, club, staff, {
        packageData: { packageId },
        ticketCount: 1,
        memberId,
        startDate: today,
        advance,
        transactionData: { mode },
      });
    // A part payment, a whole one by card, and one not paid yet: the dashboard's balance is real.
    await join(league, priya, 2000, PaymentMode.card);
    await join(league, rahul, 6000, PaymentMode.card);
    await join(swim, rahul, 0, PaymentMode.noPay);
    await join(morning, priya, 1500, PaymentMode.other);
  },
};
