import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-session';
import { call } from './support/api-call';
import { scaled } from './support/time-scale';

/**
 * Issue 30 part 1 (ADR 0075): the pricing form's Member Pricing keeps what was typed and names the
 * field; checkout reprices the cart the moment the customer is known to be a member, and back to
 * guest prices for someone else.
 */
/** A weekday 6 to 8 days ahead, inside a 30-day package. */
function weekdayAhead(): string {
  const d = new Date();
  // Past the demo holiday (today + 3) and the special price the catalogue spec sets at today + 4.
  d.setUTCDate(d.getUTCDate() + 6);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A member with a 30-day package from today, registered through the API. */
async function packageMember(page: Page, mobile: string) {
  const pkg = await call(page, 'POST', '/api/membership/package/create', {
    packageName: `Court Club ${mobile.slice(-2)}`,
    price: 1000,
    remarks: '',
    credits: 0,
    memberLimit: 0,
    type: 1,
    period: 30,
    additionalInfo: [],
  });
  const member = await call(page, 'POST', '/api/member/registration', { name: `Member ${mobile.slice(-2)}`, mobile, toDate: 'max' });
  // The club's today (Asia/Kolkata): from 18:30 UTC the UTC date is the club's yesterday, a past date.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  await call(page, 'POST', '/api/membership/subscription', {
    packageData: { packageId: pkg.packageId },
    ticketCount: 1,
    memberId: member.memberId,
    startDate: today,
    transactionData: { type: 1, mode: 0 },
  });
}

for (const { name, viewport, touch, mobile, time, courtIndex } of [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false, mobile: '9010007001', time: '07:00', courtIndex: -1 },
  { name: '1024x768 touch', viewport: { width: 1024, height: 768 }, touch: true, mobile: '9010007002', time: '07:00', courtIndex: -2 },
]) {
  test.describe(name, () => {
    test.use({ viewport, hasTouch: touch });

    test('Member Pricing keeps what was typed; checkout reprices for a member and back for a guest', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      const press = (l: ReturnType<Page['getByRole']>) => (touch ? l.tap() : l.click());
      await page.goto('/pricing');

      // The pricing form: a refused member price stays as typed with the field named; 300 saves.
      await press(page.getByRole('combobox', { name: 'Price class' }));
      await press(page.getByRole('option', { name: 'Badminton · Standard' }));
      await press(page.getByRole('region', { name: 'Regular' }).getByRole('button', { name: 'Edit Pricing' }));
      const member = page.getByRole('textbox', { name: 'Member Pricing' }).first();
      await member.fill('3OO');
      await expect(page.getByText('Member Pricing must be a number')).toBeVisible();
      await expect(member).toHaveValue('3OO');
      await member.fill('450');
      await expect(page.getByText('Member Pricing cannot be more than Hourly Pricing')).toBeVisible();
      await press(page.getByRole('button', { name: 'Save Pricing' }));
      await expect(page.getByText('Form incomplete, fill all the required fields')).toBeVisible();
      await expect(member).toHaveValue('450');
      await member.fill('300');
      await press(page.getByRole('button', { name: 'Save Pricing' }));
      await expect(page.getByRole('heading', { name: 'Pricing Details' })).toBeHidden();

      // A cart with one off-peak weekday slot (guest 400) of a Standard court.
      await packageMember(page, mobile);
      const classes = (await call(page, 'GET', '/api/pricing/class/details')).priceClassList as {
        pricingClassName: string;
        activityName: string;
        courts: { courtId: number }[];
      }[];
      const standard = classes.find((c) => c.activityName === 'Badminton' && c.pricingClassName === 'Standard')!;
      const courtId = standard.courts.at(courtIndex)!.courtId;
      await call(page, 'POST', '/api/carting/clear');
      await call(page, 'POST', '/api/carting/slot/add', { activityId: 1, courtId, date: weekdayAhead(), time: `${time}:00` });
      await page.goto('/checkout');
      // The checkout page is its own chunk: on a loaded machine it may take a while to arrive.
      await expect(page.getByRole('heading', { name: 'Booking Summary' })).toBeVisible({ timeout: scaled(30_000) });
      const line = page.getByTestId('line-price').first();
      await expect(line).toContainText('400');
      await expect(page.getByTestId('member-price-note')).toHaveCount(0);

      // The member's number: the line is repriced at once, the guest price said beside it.
      const mobileField = page.getByRole('textbox', { name: 'Mobile' });
      await mobileField.fill(mobile);
      await press(page.getByRole('textbox', { name: 'Email' }));
      await expect(page.getByText('Member prices applied')).toBeVisible();
      await expect(line).toContainText('300');
      await expect(page.getByTestId('member-price-note')).toContainText('400');
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Member ${mobile.slice(-2)}`);
      await page.screenshot({ path: `/tmp/h4-member-checkout-${viewport.width}.png` });

      // Someone else: guest prices again.
      await mobileField.fill('9811111111');
      await press(page.getByRole('textbox', { name: 'Email' }));
      await expect(line).toContainText('400');
      await expect(page.getByTestId('member-price-note')).toHaveCount(0);

      // The member again, and the booking is made at the member price.
      await mobileField.fill(mobile);
      await press(page.getByRole('textbox', { name: 'Email' }));
      await expect(line).toContainText('300');
      await page.getByRole('textbox', { name: 'Name' }).fill(`Member ${mobile.slice(-2)}`);
      await press(page.getByRole('button', { name: 'Confirm Booking' }));
      await expect(page).toHaveURL(/\/calendar/);
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      // The drawer opens at once and fills when the booking's details arrive (slow on a loaded machine).
      await expect(details).toContainText(`Member ${mobile.slice(-2)}`, { timeout: scaled(30_000) });
      await expect(details).toContainText('300');
    });
  });
}
