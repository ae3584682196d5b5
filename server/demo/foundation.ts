import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { clubs } from '../db/schema/clubs';
import { activities, courts, priceClasses } from '../db/schema/catalog';
import { clubUsers, users, type Role } from '../db/schema/users';
import { userPermissions } from '../db/schema/permissions';
import type { FeatureId } from '../../contract/features';
import { deskProfileGrants } from '../../contract/desk-profile';
import { hashPassword } from '../lib/passwords';
import { DEMO_ACCOUNTS, DEMO_CLUB_NAME, SECOND_CLUB_NAME } from './accounts';
import type { DemoContext, Seeder } from './context';

interface CourtSpec {
  name: string;
  priceClass: string;
  info?: string;
  peoplePerCourt?: number;
  /** Names of the courts sharing ground with this one. */
  brothers?: string[];
}

interface ActivitySpec {
  name: string;
  type: 0 | 1;
  maxSlotCount: number;
  open: string;
  close: string;
  slotMinutes: number;
  priceClasses: string[];
  courts: CourtSpec[];
}

const CLUBS: { name: string; callingCode: string; currency: string; timeZone: string; activities: ActivitySpec[] }[] = [
  {
    name: DEMO_CLUB_NAME,
    callingCode: '+91',
    currency: 'rs',
    timeZone: 'Asia/Kolkata',
    activities: [
      {
        name: 'Badminton',
        type: 0,
        maxSlotCount: 1,
        open: '06:00:00',
        close: '23:00:00',
        slotMinutes: 60,
        priceClasses: ['Standard', 'Premium'],
        courts: [1, 2, 3, 4, 5, 6].map((n) => ({
          name: `Court ${n}`,
          priceClass: n <= 4 ? 'Standard' : 'Premium',
          info: n <= 4 ? 'Synthetic mat' : 'Wooden floor, premium lighting',
          peoplePerCourt: 4,
        })),
      },
      {
        name: 'Football Turf',
        type: 0,
        maxSlotCount: 1,
        open: '06:00:00',
        close: '23:00:00',
        slotMinutes: 60,
        priceClasses: ['Full Pitch', 'Half Pitch'],
        courts: [
          { name: 'Full Pitch', priceClass: 'Full Pitch', info: '7-a-side', peoplePerCourt: 14, brothers: ['Half A', 'Half B'] },
          { name: 'Half A', priceClass: 'Half Pitch', info: '5-a-side', peoplePerCourt: 10, brothers: ['Full Pitch'] },
          { name: 'Half B', priceClass: 'Half Pitch', info: '5-a-side', peoplePerCourt: 10, brothers: ['Full Pitch'] },
        ],
      },
      {
        name: 'Swimming Session',
        type: 1,
        maxSlotCount: 20,
        open: '06:00:00',
        close: '21:00:00',
        slotMinutes: 60,
        priceClasses: ['Session'],
        courts: [{ name: 'Pool', priceClass: 'Session', info: '25 m, 6 lanes', peoplePerCourt: 20 }],
      },
    ],
  },
  {
    name: SECOND_CLUB_NAME,
    callingCode: '+91',
    currency: 'rs',
    timeZone: 'Asia/Kolkata',
    activities: [
      {
        name: 'Tennis',
        type: 0,
        maxSlotCount: 1,
        open: '06:00:00',
        close: '22:00:00',
        slotMinutes: 60,
        priceClasses: ['Clay', 'Hard'],
        courts: [
          { name: 'Clay 1', priceClass: 'Clay', peoplePerCourt: 4 },
          { name: 'Clay 2', priceClass: 'Clay', peoplePerCourt: 4 },
          { name: 'Hard 1', priceClass: 'Hard', peoplePerCourt: 4 },
        ],
      },
      {
        name: 'Pickleball',
        type: 0,
        maxSlotCount: 1,
        open: '07:00:00',
        close: '22:00:00',
        slotMinutes: 30,
        priceClasses: ['Standard'],
        courts: [
          { name: 'Pickleball 1', priceClass: 'Standard', peoplePerCourt: 4 },
          { name: 'Pickleball 2', priceClass: 'Standard', peoplePerCourt: 4 },
        ],
      },
    ],
  },
];

/** Club memberships; the desk person has the desk profile a new desk person gets (ADR 0050). */
const MEMBERSHIPS: { username: string; club: string; role: Role; permissions?: { featureId: FeatureId; write: boolean }[] }[] = [
  { username: 'admin', club: DEMO_CLUB_NAME, role: 'admin' },
  { username: 'desk', club: DEMO_CLUB_NAME, role: 'desk', permissions: deskProfileGrants() },
  { username: 'manager', club: DEMO_CLUB_NAME, role: 'admin' },
  { username: 'manager', club: SECOND_CLUB_NAME, role: 'admin' },
];

const NAMES: Record<string, [string, string]> = { admin: ['Asha', 'Rao'], desk: ['Dev', 'Kumar'], manager: ['Meera', 'Shah'] };

async function seedCatalog(tx: Tx, ctx: DemoContext) {
  for (const spec of CLUBS) {
    const [club] = await tx
      .insert(clubs)
      .values({ name: spec.name, callingCode: spec.callingCode, currency: spec.currency, timeZone: spec.timeZone, config: { cartHoldMinutes: 10, emailRequired: false } })
      .returning({ id: clubs.id });
    ctx.clubs[spec.name] = club.id;
    for (const [position, a] of spec.activities.entries()) {
      const [activity] = await tx
        .insert(activities)
        .values({ clubId: club.id, name: a.name, type: a.type, maxSlotCount: a.maxSlotCount, position })
        .returning({ id: activities.id });
      const activityKey = `${spec.name}/${a.name}`;
      ctx.activities[activityKey] = activity.id;
      for (const pc of a.priceClasses) {
        const [row] = await tx.insert(priceClasses).values({ clubId: club.id, activityId: activity.id, name: pc }).returning({ id: priceClasses.id });
        ctx.priceClasses[`${activityKey}/${pc}`] = row.id;
      }
      for (const [i, c] of a.courts.entries()) {
        const [row] = await tx
          .insert(courts)
          .values({
            clubId: club.id,
            activityId: activity.id,
            name: c.name,
            openTime: a.open,
            closeTime: a.close,
            slotDurationMinutes: a.slotMinutes,
            priceClassId: ctx.priceClasses[`${activityKey}/${c.priceClass}`],
            peoplePerCourt: c.peoplePerCourt ?? 1,
            info: c.info ?? '',
            position: i,
          })
          .returning({ id: courts.id });
        ctx.courts[`${activityKey}/${c.name}`] = row.id;
      }
      // Brothers refer to ids, so they are set once every court of the activity exists.
      for (const c of a.courts.filter((x) => x.brothers?.length)) {
        const ids = c.brothers!.map((b) => ctx.courts[`${activityKey}/${b}`]);
        await tx.update(courts).set({ brothers: ids }).where(eq(courts.id, ctx.courts[`${activityKey}/${c.name}`]));
      }
    }
  }
}

async function seedStaff(tx: Tx, ctx: DemoContext) {
  for (const account of DEMO_ACCOUNTS) {
    const [first, last] = NAMES[account.username];
    const [row] = await tx
      .insert(users)
      .values({ username: account.username, passwordHash: await hashPassword(account.password), firstName: first, lastName: last, email: `${account.username}@courtdesk.example` })
      .returning({ id: users.id });
    ctx.users[account.username] = row.id;
  }
  for (const m of MEMBERSHIPS) {
    const clubId = ctx.clubs[m.club];
    const userId = ctx.users[m.username];
    await tx.insert(clubUsers).values({ clubId, userId, role: m.role });
    for (const { featureId, write } of m.permissions ?? []) {
      await tx.insert(userPermissions).values({ clubId, userId, featureId, canRead: true, canWrite: write });
    }
  }
}

export const foundationSeeder: Seeder = {
  name: 'foundation: clubs, activities, courts, staff',
  async run(tx, ctx) {
    await seedCatalog(tx, ctx);
    await seedStaff(tx, ctx);
  },
};
