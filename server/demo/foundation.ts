import { DEFAULT_TAX_SETTINGS, type TaxSettings } from '../../contract/tax-settings';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rows } from '../db/rows';
import type { Role } from '../core/session-info';
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

/**
 * The demo arena is GST-registered (a well-formed, made-up GSTIN), so a sale at `npm start` gets
 * its tax invoice; Riverside is not, and issues receipts only (issue 29, ADR 0082). It registers
 * after the demo's history is loaded (the last seeder): the seeded sales predate registration, and
 * its first invoice is number 1 of the year.
 */
export const gstSeeder: Seeder = {
  name: 'GST registration of the demo arena',
  async run(tx, ctx) {
    const clubId = ctx.clubs[DEMO_CLUB_NAME];
    await tx.execute(
      sql`UPDATE clubs SET config = config || jsonb_build_object('tax', ${JSON.stringify(DEMO_TAX)}::jsonb) WHERE id = ${clubId}`,
    );
  },
};

/** Kerala (32): a made-up PAN with the right check character; every kind of sale at 18 % (SAC 999652). */
const DEMO_TAX: TaxSettings = {
  ...DEFAULT_TAX_SETTINGS,
  registered: true,
  legalName: 'Courtdesk Demo Arena Sports LLP',
  address: '12 Lake Road, Kochi, Kerala 682001',
  gstin: '32AAACD1234F1ZG',
  placeOfSupply: '32',
};

/** Club memberships; the desk person has the desk profile a new desk person gets (ADR 0050). */
const MEMBERSHIPS: { username: string; club: string; role: Role; permissions?: { featureId: FeatureId; write: boolean }[] }[] = [
  { username: 'admin', club: DEMO_CLUB_NAME, role: 'admin' },
  { username: 'desk', club: DEMO_CLUB_NAME, role: 'desk', permissions: deskProfileGrants() },
  { username: 'manager', club: DEMO_CLUB_NAME, role: 'admin' },
  { username: 'manager', club: SECOND_CLUB_NAME, role: 'admin' },
];

const NAMES: Record<string, [string, string]> = { admin: ['Asha', 'Rao'], desk: ['Dev', 'Kumar'], manager: ['Meera', 'Shah'] };

/** The id of the row an INSERT … RETURNING id made. */
async function insertedId(tx: Tx, query: SQL): Promise<number> {
  const [row] = await rows<{ id: number }>(tx, query);
  return row.id;
}

async function seedCatalog(tx: Tx, ctx: DemoContext) {
  for (const spec of CLUBS) {
    const config = JSON.stringify({ cartHoldMinutes: 10, emailRequired: false });
    const clubId = await insertedId(
      tx,
      sql`INSERT INTO clubs (name, calling_code, currency, time_zone, config)
          VALUES (${spec.name}, ${spec.callingCode}, ${spec.currency}, ${spec.timeZone}, ${config}::jsonb) RETURNING id`,
    );
    ctx.clubs[spec.name] = clubId;
    for (const [position, a] of spec.activities.entries()) {
      const activityId = await insertedId(
        tx,
        sql`INSERT INTO activities (club_id, name, type, max_slot_count, position)
            VALUES (${clubId}, ${a.name}, ${a.type}, ${a.maxSlotCount}, ${position}) RETURNING id`,
      );
      const activityKey = `${spec.name}/${a.name}`;
      ctx.activities[activityKey] = activityId;
      for (const pc of a.priceClasses) {
        ctx.priceClasses[`${activityKey}/${pc}`] = await insertedId(
          tx,
          sql`INSERT INTO price_classes (club_id, activity_id, name) VALUES (${clubId}, ${activityId}, ${pc}) RETURNING id`,
        );
      }
      for (const [i, c] of a.courts.entries()) {
        ctx.courts[`${activityKey}/${c.name}`] = await insertedId(
          tx,
          sql`INSERT INTO courts (club_id, activity_id, name, open_time, close_time, slot_duration_minutes, price_class_id, people_per_court, info, position)
              VALUES (${clubId}, ${activityId}, ${c.name}, ${a.open}, ${a.close}, ${a.slotMinutes},
                      ${ctx.priceClasses[`${activityKey}/${c.priceClass}`]}, ${c.peoplePerCourt ?? 1}, ${c.info ?? ''}, ${i})
              RETURNING id`,
        );
      }
      // Brothers refer to ids, so they are set once every court of the activity exists.
      for (const c of a.courts.filter((x) => x.brothers?.length)) {
        const ids = c.brothers!.map((b) => ctx.courts[`${activityKey}/${b}`]);
        await tx.execute(
          sql`UPDATE courts SET brothers = ${`{${ids.join(',')}}`}::int[] WHERE id = ${ctx.courts[`${activityKey}/${c.name}`]}`,
        );
      }
    }
  }
}

async function seedStaff(tx: Tx, ctx: DemoContext) {
  for (const account of DEMO_ACCOUNTS) {
    const [first, last] = NAMES[account.username];
    ctx.users[account.username] = await insertedId(
      tx,
      sql`INSERT INTO users (username, password_hash, first_name, last_name, email)
          VALUES (${account.username}, ${await hashPassword(account.password)}, ${first}, ${last}, ${`${account.username}@courtdesk.example`})
          RETURNING id`,
    );
  }
  for (const m of MEMBERSHIPS) {
    const clubId = ctx.clubs[m.club];
    const userId = ctx.users[m.username];
    await tx.execute(sql`INSERT INTO club_users (club_id, user_id, role) VALUES (${clubId}, ${userId}, ${m.role})`);
    for (const { featureId, write } of m.permissions ?? []) {
      await tx.execute(
        sql`INSERT INTO user_permissions (club_id, user_id, feature_id, can_read, can_write) VALUES (${clubId}, ${userId}, ${featureId}, true, ${write})`,
      );
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
