import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { expandAvailability } from '../../contract/availability-wire';
import type { AvailabilityReply } from '../../contract/availability';
import { signIn } from './support/sign-in';
import { clubNow, headersOf } from './support/club-now';
import { writeQrVideo } from './support/qr-video';
import { scaled } from './support/time-scale';

test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true });

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/courtside';

/** Books the first free slot of today still to come (group activities: `count` places) through the API. */
async function bookToday(page: Page, activityName: string, count: number, customer: { name: string; mobile: string }) {
  const headers = await headersOf(page);
  const activities = (await (await page.request.get('/api/activities', { headers })).json()).activities as {
    activityId: number;
    activityName: string;
  }[];
  const activityId = activities.find((a) => a.activityName === activityName)!.activityId;
  const { date, time } = clubNow();
  const reply = (await (await page.request.post('/api/availability', { headers, data: { activityId, date } })).json()) as AvailabilityReply;
  const slots = expandAvailability(reply)!.courts.flatMap((c) => c.slots);
  // Check-in is for today only. A slot still to come is preferred; in the club's last hour a free
  // slot that has already ended is booked instead (a walk-in recorded after play).
  const free = (s: (typeof slots)[number]) => s.status === 'Book' && s.available >= count;
  const slot = slots.find((s) => free(s) && s.slotTime > time) ?? slots.findLast((s) => free(s) && s.slotTime <= time);
  expect(slot, `a free ${activityName} slot today`).toBeTruthy();
  await page.request.post('/api/carting/clear', { headers });
  const added = await (
    await page.request.post('/api/carting/slot/add', {
      headers,
      data: { activityId, courtId: slot!.courtId, date, time: slot!.slotTime, count },
    })
  ).json();
  expect(added.requestStatus).toBe(1);
  const booked = await (await page.request.post('/api/booking', { headers, data: { customerDetails: customer } })).json();
  expect(booked.requestStatus).toBe(1);
  const details = await (await page.request.get(`/api/booking/details?bookingId=${booked.bookingId}`, { headers })).json();
  return { bookingId: booked.bookingId as number, code: details.bookingDetails.checkinCode as string };
}

test('courtside check-in on a tablet: one tap, a typed code, a scanned QR picture, and offline', async ({ page, context }) => {
  test.setTimeout(scaled(120_000));
  await signIn(page, 'admin', 'admin123');
  const single = await bookToday(page, 'Badminton', 1, { name: 'Kavya Courtside', mobile: '9811100802' });
  const group = await bookToday(page, 'Swimming Session', 3, { name: 'Nikhil Courtside', mobile: '9811100803' });

  await page.goto('/courtside');
  await expect(page.getByRole('heading', { name: 'Courtside Check-in' })).toBeVisible();
  const singleCard = page.getByTestId(`courtside-booking-${single.bookingId}`);
  const groupCard = page.getByTestId(`courtside-booking-${group.bookingId}`);
  await expect(singleCard).toContainText('Kavya Courtside');
  await expect(groupCard).toContainText('0 of 3 checked in');
  await page.screenshot({ path: `${SHOTS}/courtside-1180x820.png`, fullPage: false });

  // Search by phone, then by booking id.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('11100803');
  await expect(groupCard).toBeVisible();
  await expect(singleCard).toHaveCount(0);
  await search.fill(String(single.bookingId));
  await expect(singleCard).toBeVisible();
  await expect(groupCard).toHaveCount(0);

  // One tap checks a single booking in.
  await singleCard.getByRole('button', { name: 'Check In' }).tap();
  await expect(singleCard).toContainText('Checked In');
  await search.fill('');

  // A wrong code says so; the typed code opens the group booking ready to check in.
  const codeField = page.getByRole('textbox', { name: 'Check-in code' });
  await codeField.fill(`${group.bookingId}-000000` === group.code ? `${group.bookingId}-000001` : `${group.bookingId}-000000`);
  await codeField.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Check-in code not found' })).toBeVisible();
  await codeField.fill(group.code.toLowerCase());
  await page.getByRole('button', { name: 'Open', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Check In' });
  await expect(dialog).toContainText('Nikhil Courtside');
  await expect(dialog).toContainText('Attendees checked in: 0 of 3');
  await dialog.getByRole('button', { name: 'Attendee 1' }).tap();
  await expect(dialog.getByTestId('checked-1')).toContainText('#1 Checked In');
  await expect(dialog).toContainText('Attendees checked in: 1 of 3');
  await page.screenshot({ path: `${SHOTS}/courtside-checkin-1180x820.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A picture of the QR (as on the confirmation mail or the receipt) fed to the scanner.
  const dir = await mkdtemp(path.join(tmpdir(), 'courtside-'));
  const picture = path.join(dir, 'qr.png');
  await writeFile(picture, await QRCode.toBuffer(group.code, { width: 320, margin: 4 }));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan from picture' }).tap();
  await (await chooser).setFiles(picture);
  await expect(dialog).toContainText('Attendees checked in: 1 of 3');
  await dialog.getByRole('button', { name: 'Attendee 2' }).tap();
  await expect(dialog.getByTestId('checked-2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(groupCard).toContainText('2 of 3 checked in');

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}/courtside-1024x768.png` });
  await page.setViewportSize({ width: 1180, height: 820 });

  // Offline: the mirrored day with its age; Check In disabled with the reason.
  await context.setOffline(true);
  await expect(page.getByText('Showing the day saved on this device', { exact: false })).toBeVisible();
  await expect(page.getByText(/Updated (just now|\d+ min ago)/).first()).toBeVisible();
  const offlineCard = page.getByTestId(`courtside-booking-${single.bookingId}`);
  await expect(offlineCard).toContainText('Kavya Courtside');
  await expect(offlineCard.getByRole('button', { name: 'Check In' })).toHaveAttribute('data-disabled', 'true');
  await expect(offlineCard).toContainText('Needs a connection');
  await page.screenshot({ path: `${SHOTS}/courtside-offline-1180x820.png` });
  await context.setOffline(false);
});

test('the camera scanner reads the QR from the video and opens the booking ready to check in', async ({ page, baseURL }) => {
  test.setTimeout(scaled(120_000));
  await signIn(page, 'admin', 'admin123');
  const group = await bookToday(page, 'Swimming Session', 2, { name: 'Tara Camera', mobile: '9811100804' });
  // Chromium's fake camera plays a video of the booking's QR (no BarcodeDetector on Linux: jsqr reads the frames).
  const video = path.join(await mkdtemp(path.join(tmpdir(), 'courtside-cam-')), 'qr.y4m');
  await writeQrVideo(video, group.code);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1180, height: 820 }, hasTouch: true, permissions: ['camera'] });
    const tablet = await context.newPage();
    await signIn(tablet, 'admin', 'admin123');
    await tablet.goto('/courtside');
    await tablet.getByRole('button', { name: 'Scan QR' }).tap();
    await expect(tablet.getByRole('dialog', { name: 'Scan the check-in QR' })).toBeVisible();
    const dialog = tablet.getByRole('dialog', { name: 'Check In' });
    await expect(dialog).toContainText('Tara Camera', { timeout: scaled(15_000) });
    await expect(tablet.getByRole('dialog', { name: 'Scan the check-in QR' })).toBeHidden();
    await expect(tablet.getByRole('textbox', { name: 'Check-in code' })).toHaveValue(group.code);
    await dialog.getByRole('button', { name: 'Attendee 2' }).tap();
    await expect(dialog).toContainText('Attendees checked in: 1 of 2');
  } finally {
    await browser.close();
  }
});
