import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { checkout, client, plainMonday, setup, type Client, type Ids } from './booking-fixtures';
import type { TestApp } from './helpers/test-app';
import { AddonMessages, type ConfigExtra } from '../../contract/addons';
import { rows } from '../../server/db/rows';
import { messageCode } from '../../server/plugins/message-codes';

let t: TestApp;
let admin: Client;
let desk: Client;
let ids: Ids;
let riverside: Client;

beforeAll(async () => {
  ({ t, admin, desk, ids } = await setup());
  const manager = await t.loginAuth('manager', 'manager123');
  const club = manager.userClubs.find((c) => c.clubName === 'Courtdesk Riverside')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/switch/account',
    headers: t.authHeader(manager.authToken),
    payload: { clubId: club.clubId },
  });
  riverside = client(t, res.json().userAuth.authToken);
});
afterAll(async () => {
  await t?.close();
});

const list = async (c = admin) => (await c.get('/api/club/extras/list')).json().configExtras as ConfigExtra[];
const add = (over: Record<string, unknown>) =>
  admin.post('/api/club/extras/configure', {
    name: 'Racket',
    quantity: 4,
    price: 50,
    isRent: true,
    isPerActivity: true,
    activityId: ids.badminton,
    ...over,
  });

describe('add-ons configuration', () => {
  it("refuses blank names and negative or broken numbers with 'Fields can't be empty or invalid'", async () => {
    for (const over of [
      { name: '  ' },
      { quantity: -1 },
      { price: -5 },
      { quantity: 1.5 },
      { price: 'abc' },
      { isPerActivity: true, activityId: null },
    ]) {
      expect((await add(over)).json(), JSON.stringify(over)).toEqual({
        requestStatus: 0,
        message: AddonMessages.invalid,
        code: 'fieldsInvalid',
      });
    }
    expect((await add({ activityId: 999999 })).json()).toEqual({
      requestStatus: 0,
      message: AddonMessages.activityNotFound,
      code: 'activityNotFound',
    });
  });

  it('adds per-activity and club-wide add-ons, empty numbers as 0, and lists them', async () => {
    expect((await add({ name: 'Loan racket' })).json()).toEqual({
      requestStatus: 1,
      message: AddonMessages.added,
      ...messageCode(AddonMessages.added),
    });
    expect((await add({ name: 'Water bottle', isRent: false, isPerActivity: false, quantity: '', price: '' })).json().requestStatus).toBe(
      1,
    );
    const all = await list();
    expect(all.find((e) => e.name === 'Loan racket')).toMatchObject({
      quantity: 4,
      price: 50,
      isRent: true,
      isPerActivity: true,
      activityId: ids.badminton,
      activityName: 'Badminton',
      isActive: true,
    });
    expect(all.find((e) => e.name === 'Water bottle')).toMatchObject({ quantity: 0, price: 0, isPerActivity: false, activityId: null });
  });

  it('edits name, quantity, price and active only; history and change rows are written', async () => {
    const tube = (await list()).find((e) => e.name === 'Loan racket')!;
    const res = await admin.post('/api/club/extras/update', {
      extraId: tube.extraId,
      name: 'Loan racket (2)',
      quantity: 9,
      price: 75.5,
      active: false,
      isRent: false,
    });
    expect(res.json()).toEqual({ requestStatus: 1, message: AddonMessages.updated, ...messageCode(AddonMessages.updated) });
    expect((await list()).find((e) => e.extraId === tube.extraId)).toMatchObject({
      name: 'Loan racket (2)',
      quantity: 9,
      price: 75.5,
      isActive: false,
      isRent: true,
    });
    const [h] = await rows<{ action: string }>(
      t.db.db,
      sql`SELECT action FROM history WHERE entity = 'addon' AND entity_id = ${tube.extraId} ORDER BY id DESC LIMIT 1`,
    );
    expect(h.action).toBe('update');
    // Inactive add-ons leave the desk's cart list.
    const offered = (await desk.get(`/api/extras?activityId=${ids.badminton}`)).json().extras as { extraId: number }[];
    expect(offered.some((e) => e.extraId === tube.extraId)).toBe(false);
  });

  it('exports a real .xlsx whose cells starting with = + - @ are text, not formulas', async () => {
    for (const name of ['=HYPERLINK("http://x")', '+1+2', '-3', '@SUM(A1)']) expect((await add({ name })).json().requestStatus).toBe(1);
    const res = await admin.get('/api/club/extras/list/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="config_extra_list.xlsx"');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Qty Available',
      'Price Per Item',
      'Per/All Activity',
      'Rental/Non Rental',
      'Active/Inactive',
    ]);
    const names: ExcelJS.Cell[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(1));
    });
    expect(names.length).toBe((await list()).length);
    for (const cell of names) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
    expect(names.map((c) => c.value)).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://x")', "'+1+2", "'-3", "'@SUM(A1)"]));
  });

  it('never rents a rental add-on beyond its quantity for overlapping times: checked when carted and when booked', async () => {
    expect((await add({ name: 'Ball machine', quantity: 2, isRent: true })).json().requestStatus).toBe(1);
    const machine = (await list()).find((e) => e.name === 'Ball machine')!;
    const date = plainMonday(42);
    const courts = Object.entries(ids.courts)
      .filter(([n]) => /^Court \d$/.test(n))
      .map(([, id]) => id);
    const cart = async (c: Client, courtId: number, time: string, quantity: number) => {
      await c.post('/api/carting/clear');
      expect((await c.post('/api/carting/slot/add', { activityId: ids.badminton, courtId, date, time })).json().requestStatus).toBe(1);
      return (await c.post('/api/carting/extra/add', { extraId: machine.extraId, quantity })).json();
    };
    const book = async (c: Client, mobile: string) => (await c.post('/api/booking', checkout({}, { mobile }))).json();
    // Carted beyond the stock: refused at once, naming the add-on and what is left.
    expect(await cart(admin, courts[0], '10:00:00', 3)).toEqual({
      requestStatus: 0,
      message: 'Only 2 Ball machine left to rent at this time',
      ...messageCode('Only 2 Ball machine left to rent at this time'),
    });
    // Two lines of the same add-on in one cart count together.
    expect((await cart(admin, courts[0], '10:00:00', 1)).requestStatus).toBe(1);
    expect((await admin.post('/api/carting/extra/add', { extraId: machine.extraId, quantity: 2 })).json()).toEqual({
      requestStatus: 0,
      message: 'Only 2 Ball machine left to rent at this time',
      ...messageCode('Only 2 Ball machine left to rent at this time'),
    });
    // Both desks cart the machines while they are free; the first to book takes them and the
    // second is refused at booking time.
    expect((await admin.post('/api/carting/extra/add', { extraId: machine.extraId, quantity: 1 })).json().requestStatus).toBe(1);
    expect((await cart(desk, courts[1], '10:00:00', 1)).requestStatus).toBe(1);
    expect((await book(admin, '9123400001')).requestStatus).toBe(1);
    // The refusal's code and the values the server filled in, for the console to say it in Hindi (ADR 0085).
    expect(await book(desk, '9123400002')).toEqual({
      requestStatus: 0,
      message: 'Only 0 Ball machine left to rent at this time',
      code: 'addonRentalLimit',
      codeValues: { left: '0', name: 'Ball machine' },
    });
    // Now the cart says so too; another hour does not overlap: both machines are free again.
    expect(await cart(desk, courts[1], '10:00:00', 1)).toEqual({
      requestStatus: 0,
      message: 'Only 0 Ball machine left to rent at this time',
      ...messageCode('Only 0 Ball machine left to rent at this time'),
    });
    expect((await cart(desk, courts[1], '11:00:00', 2)).requestStatus).toBe(1);
    expect((await book(desk, '9123400003')).requestStatus).toBe(1);
    await desk.post('/api/carting/clear');
  });

  it('keeps clubs apart and answers -1 without the feature', async () => {
    const ours = (await list())[0];
    expect((await list(riverside)).some((e) => e.extraId === ours.extraId)).toBe(false);
    const upd = await riverside.post('/api/club/extras/update', { extraId: ours.extraId, name: 'x', quantity: 1, price: 1, active: true });
    expect(upd.json()).toEqual({ requestStatus: 0, message: AddonMessages.notFound, code: 'addonNotFound' });
    expect((await desk.get('/api/club/extras/list')).json().requestStatus).toBe(-1);
    const dl = await desk.get('/api/club/extras/list/download');
    expect(dl.json().requestStatus).toBe(-1);
  });
});
