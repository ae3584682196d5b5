import { expect, test, type Locator, type Page } from '@playwright/test';
import { expandAvailability } from '../../contract/availability-wire';
import type { AvailabilityReply } from '../../contract/availability';
import { signIn } from './support/sign-in';
import { clubNow, headersOf } from './support/club-now';
import { scaled } from './support/time-scale';

/*
 * Issue 24 item 15 (ADR 0050): the demo desk person has the desk profile and does a desk's job —
 * takes a payment with Pay Now, checks a booking in, finds Courtside in the sidebar — and is not
 * shown Staff Management, Club Settings or Add Desk Person.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/desk-profile';

/** The desk books today's first free badminton slot through the API, unpaid (check-in is for today only). */
async function bookToday(page: Page, customer: { name: string; mobile: string }) {
  const headers = await headersOf(page);
  const activities = (await (await page.request.get('/api/activities', { headers })).json()).activities as {
    activityId: number;
    activityName: string;
  }[];
  const activityId = activities.find((a) => a.activityName === 'Badminton')!.activityId;
  const { date, time } = clubNow();
  const reply = (await (await page.request.post('/api/availability', { headers, data: { activityId, date } })).json()) as AvailabilityReply;
  const courts = expandAvailability(reply)!.courts;
  const slots = courts.flatMap((c) => c.slots.map((s) => ({ ...s, courtName: c.courtName })));
  // A slot still to come; in the club's last hour, one that has just ended (a walk-in recorded after play).
  const slot =
    slots.find((s) => s.status === 'Book' && s.slotTime > time) ?? slots.findLast((s) => s.status === 'Book' && s.slotTime <= time);
  expect(slot, 'a free badminton slot today').toBeTruthy();
  await page.request.post('/api/carting/clear', { headers });
  const added = await (
    await page.request.post('/api/carting/slot/add', { headers, data: { activityId, courtId: slot!.courtId, date, time: slot!.slotTime } })
  ).json();
  expect(added.requestStatus).toBe(1);
  const booked = await (await page.request.post('/api/booking', { headers, data: { customerDetails: customer } })).json();
  expect(booked.requestStatus).toBe(1);
  return { bookingId: booked.bookingId as number, activityId, date, court: slot!.courtName, time: slot!.slotTime.slice(0, 5) };
}

for (const view of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false, mobile: '9811100851' },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, hasTouch: true, mobile: '9811100852' },
]) {
  test.describe(view.name, () => {
    test.use({ viewport: view.viewport, hasTouch: view.hasTouch });
    const press = (target: Locator) => (view.hasTouch ? target.tap() : target.click());

    test('the demo desk takes a payment and checks in; Courtside is in the sidebar, staff and settings are not', async ({ page }) => {
      test.setTimeout(scaled(180_000));
      await signIn(page, 'desk', 'desk123');
      const sections = page.getByRole('navigation', { name: 'Sections' });
      await expect(sections.getByRole('link', { name: 'Courtside Check-in' })).toBeVisible({ timeout: scaled(30_000) });
      await expect(sections.getByRole('link', { name: 'Calendar' })).toBeVisible();
      for (const hidden of ['Staff Management', 'Club Settings', 'Pricing', 'Generate Reports', 'Coupons']) {
        await expect(sections.getByRole('link', { name: hidden })).toHaveCount(0);
      }
      await press(page.getByRole('button', { name: 'Account menu' }));
      await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Add Desk Person' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      const b = await bookToday(page, { name: `Desk Walk-in ${view.mobile.slice(-2)}`, mobile: view.mobile });
      await page.goto(`/calendar?activity=${b.activityId}&date=${b.date}`);
      await press(page.locator(`[role="grid"] button[title^="${b.court} ${b.time} "]`));
      const drawer = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(drawer).toContainText(`#${b.bookingId}`);
      await expect(drawer.getByTestId('payment-badge')).toHaveText('Pending');
      // Every control of a desk's job is on: no reason to give.
      await expect(drawer.getByTestId('write-reason')).toHaveCount(0);

      await press(drawer.getByRole('button', { name: 'Pay Now' }));
      const pay = page.getByRole('dialog', { name: 'Pay Now (Court Price)' });
      const balance = (
        await (await page.request.get(`/api/booking/details?bookingId=${b.bookingId}`, { headers: await headersOf(page) })).json()
      ).bookingDetails.courtSummary.balance as number;
      await pay.getByRole('textbox', { name: 'Amount' }).fill(String(balance));
      await press(pay.getByRole('button', { name: 'Pay' }));
      await expect(pay).toBeHidden();
      await expect(drawer.getByTestId('payment-badge')).toHaveText('Paid');

      await press(drawer.getByRole('button', { name: 'Check In' }));
      await expect(drawer.getByText('Checked In', { exact: true })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/drawer-${view.viewport.width}.png` });
      await page.keyboard.press('Escape');

      await press(sections.getByRole('link', { name: 'Courtside Check-in' }));
      await expect(page.getByRole('heading', { name: 'Courtside Check-in' })).toBeVisible();
      await expect(page.getByTestId(`courtside-booking-${b.bookingId}`)).toContainText(b.court);
      await page.screenshot({ path: `${SHOTS}/courtside-${view.viewport.width}.png` });
    });

    test('a desk person narrowed by an admin is told, in the drawer, which feature keeps a control off', async ({ page, browser }) => {
      test.setTimeout(scaled(180_000));
      const username = `narrow${view.viewport.width}`;
      const adminContext = await browser.newContext();
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, 'admin', 'admin123');
      const admin = await headersOf(adminPage);
      const created = await (
        await adminPage.request.post('/api/user/create', {
          headers: admin,
          data: { firstName: 'Narrow', username, password: `${username}-pass` },
        })
      ).json();
      expect(created.requestStatus).toBe(1);
      const users = (await (await adminPage.request.get('/api/club/users', { headers: admin })).json()).users as {
        userId: number;
        username: string;
      }[];
      const userId = users.find((u) => u.username === username)!.userId;
      // The desk profile, with payments taken down to View and check-in to None.
      const features = [
        { featureId: 3, isReadOnly: false },
        { featureId: 6, isReadOnly: true },
        { featureId: 7, isReadOnly: true },
        { featureId: 9, isReadOnly: true },
      ];
      expect(
        (await (await adminPage.request.post('/api/user/permissions/update', { headers: admin, data: { userId, features } })).json())
          .requestStatus,
      ).toBe(1);
      await adminContext.close();

      await signIn(page, username, `${username}-pass`);
      const b = await bookToday(page, {
        name: `Narrow Walk-in ${view.mobile.slice(-2)}`,
        mobile: `${view.mobile.slice(0, -3)}9${view.mobile.slice(-2)}`,
      });
      await page.goto(`/calendar?activity=${b.activityId}&date=${b.date}`);
      await press(page.locator(`[role="grid"] button[title^="${b.court} ${b.time} "]`));
      const drawer = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(drawer).toContainText(`#${b.bookingId}`);
      await expect(drawer.getByTestId('write-reason')).toHaveText([
        'You have read-only access to Booking Payments and Cancellations',
        'You have no access to Reschedule, Check-in and No-show',
      ]);
      await expect(drawer.getByRole('button', { name: 'Pay Now' })).toHaveAttribute('data-disabled', 'true');
      await expect(drawer.getByRole('button', { name: 'Check In' })).toHaveAttribute('data-disabled', 'true');
      await page.screenshot({ path: `${SHOTS}/narrowed-drawer-${view.viewport.width}.png` });
    });
  });
}
