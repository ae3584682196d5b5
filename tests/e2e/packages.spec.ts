import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForServiceWorker } from './support/sign-in';
import { displayDate, parseClubDate } from '../../src/lib/time/club-date';
import { scaled } from './support/time-scale';
import { WITH_SERVICE_WORKER } from './support/service-worker';
import { expectToastDuring } from './support/toast';

test.use(WITH_SERVICE_WORKER);

/**
 * Issue 10: membership packages end to end — a manager sells a pro-rata package to a new member
 * with credits and a PIN, takes the balance, is refused a renewal of a season with no days left, and cancels; the desk then spends the
 * member's credits with the PIN at the calendar and finds the member offline.
 */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

/** Five days ahead: clear of the other browser tests' slots and of any slot that has begun. */
function bookingDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 5);
  return day.toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const slot = (page: Page, court: string, time: string) => page.locator(`[role="grid"] button[title^="${court} ${time} "]`);

const MOBILE = '9000007101';
const MEMBER = 'Anantharaman Venkatasubramanian Iyer';
const PACKAGE = 'Winter Season Pro-rata Coaching Membership for Juniors';

/** The credits the device's members mirror (IndexedDB 'courtdesk') holds for a number. */
function mirroredCredits(page: Page, mobile: string): Promise<number | null> {
  return page.evaluate(
    (m) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('courtdesk');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const all = open.result.transaction('members', 'readonly').objectStore('members').getAll();
          all.onerror = () => resolve(null);
          all.onsuccess = () => {
            const row = (all.result as { memberMobile: string; credits: number }[]).find((r) => r.memberMobile === m);
            open.result.close();
            resolve(row ? row.credits : null);
          };
        };
      }),
    mobile,
  );
}

async function openMemberRow(page: Page) {
  await page.goto('/members');
  await page.getByRole('textbox', { name: 'Contact number', exact: true }).fill(MOBILE);
  await page.getByRole('button', { name: 'Search' }).click();
  return page.getByRole('row', { name: new RegExp(MEMBER) });
}

test('a manager sells a pro-rata package; the desk spends the credits with the PIN and finds the member offline', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'manager', 'manager123');
  // Other specs may leave balances in this club (the renewal spec does): this one adds none.
  await page.goto('/packages');
  const pendingBox = page.getByText('Pending Payments', { exact: true }).locator('xpath=..');
  await expect(pendingBox).toContainText('₹', { timeout: scaled(30_000) });
  const pendingBefore = (await pendingBox.innerText()).replace('Pending Payments', '').trim();

  // A member with a registration fee, recharged credits and a PIN.
  await page.goto('/members');
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Member' });
  await add.getByLabel('Contact Number').fill(MOBILE);
  await add.getByLabel('Name').fill(MEMBER);
  await add.getByLabel('Registration fee (optional)').fill('750');
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(add).toBeHidden();
  let row = await openMemberRow(page);
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Recharge' }).click();
  const recharge = page.getByRole('dialog', { name: 'Recharge' });
  await recharge.getByLabel('Amount').fill('1800');
  await recharge.getByLabel('Credits').fill('2000');
  await recharge.getByRole('button', { name: 'Recharge' }).click();
  await expect(row).toContainText('2,000.00');
  await row.getByRole('button', { name: MEMBER, exact: true }).click();
  let drawer = page.getByRole('dialog', { name: MEMBER });
  await drawer.getByRole('button', { name: 'Set PIN' }).click();
  const pin = page.getByRole('dialog', { name: 'Set PIN' });
  await pin.getByLabel('New PIN').fill('2468');
  await pin.getByLabel('Confirm PIN').fill('2468');
  await pin.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('PIN set successfully')).toBeVisible();
  await page.keyboard.press('Escape');

  // Create a pro-rata package: required fields, numbers only, no past start, the Dismiss warning.
  await page.goto('/packages');
  await expect(page.getByRole('heading', { name: 'Packages Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Package' }).click();
  await expect(page).toHaveURL(/\/packages\/new/);
  const create = page.getByRole('button', { name: 'Create Package' });
  await expect(create).toHaveAttribute('data-disabled', 'true');
  await page.getByRole('radio', { name: 'Pro-rata' }).check();
  await page.getByLabel('Package name').fill(PACKAGE);
  // What was typed stays, with a message, and nothing can be created (issue 24 item 6).
  await page.getByLabel('Price').fill('30a');
  await expect(page.getByLabel('Price')).toHaveValue('30a');
  await expect(create).toHaveAttribute('data-disabled', 'true');
  await page.getByLabel('Price').fill('3000');
  await page.getByLabel('Credits', { exact: true }).fill('200');
  await page.getByLabel('Member limit').fill('5');
  await page.getByLabel('Renewal period (days)').fill('30');
  const start = page.getByLabel('Start date');
  // The field shows DD MMM YYYY (ADR 0067); the spec's day arithmetic works on the wire's YYYY-MM-DD.
  const today = parseClubDate(await start.inputValue())!;
  await start.fill(displayDate(addDays(today, -1)));
  await start.blur(); // the refusal is said when the person leaves the field (ADR 0067)
  await expect(page.getByText("Start date can't be set to a past date")).toBeVisible();
  await expect(create).toHaveAttribute('data-disabled', 'true');
  await start.fill(displayDate(today));
  await page.getByLabel('Remark').fill('Evening coaching, ball machine and locker included');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('textbox', { name: 'Additional info 1' }).fill('Free locker');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('All the details will be cleared. Do you wish to continue?');
  await warning.getByRole('button', { name: 'No' }).click();
  await shot(page, 'package-create-1280');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'package-create-1024');
  await page.setViewportSize({ width: 1280, height: 800 });
  await create.click();
  await expect(page.getByText('Package created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/packages\?view=list/);
  // The list's row: the Packages Dashboard's expiry table also has a row naming the package, and
  // right after See Packages the address is already ?view=list while React may still show the
  // dashboard (CI, stop 46: two rows matched and the strict locator failed at once).
  const pkgRow = page
    .getByRole('row', { name: new RegExp(PACKAGE) })
    .filter({ has: page.getByRole('button', { name: `Members of ${PACKAGE}` }) });
  await expect(pkgRow).toContainText('5 of 5 places left');

  // Add Member → checkout: an unknown number asks to add the member first.
  await pkgRow.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Add Member' }).click();
  await expect(page).toHaveURL(/\/packages\/checkout/);
  const mobile = page.getByRole('textbox', { name: 'Contact number' });
  await mobile.fill('9000007999');
  await mobile.blur();
  const unknown = page.getByRole('dialog', { name: 'Warning' });
  await expect(unknown).toContainText("Mobile number +91 9000007999 doesn't match to any member. Consider adding the member first");
  // Leave Page: the Members page's Add New Member, prefilled with the number.
  await unknown.getByRole('button', { name: 'Leave Page' }).click();
  const addFirst = page.getByRole('dialog', { name: 'Add New Member' });
  await expect(addFirst.getByLabel('Contact Number')).toHaveValue('9000007999');
  await addFirst.getByRole('button', { name: 'Cancel' }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/packages\/checkout/);
  // A customer who is not a member: 'Member Not Found'.
  await mobile.fill('9811111111');
  await mobile.blur();
  const notFound = page.getByRole('dialog', { name: 'Member Not Found' });
  await expect(notFound).toBeVisible();
  await notFound.getByRole('button', { name: 'OK' }).click();
  await mobile.fill(MOBILE);
  await mobile.blur();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(MEMBER);

  // Pro-rata: starting 10 days in, 20 of 30 days are left: 3,000 × 20 / 30 = 2,000.
  const checkoutStart = page.getByLabel('Start date');
  await checkoutStart.fill(displayDate(addDays(today, -1)));
  await checkoutStart.blur();
  await expect(page.getByText("Date can't be set to a past date")).toBeVisible();
  await checkoutStart.fill(displayDate(addDays(today, 30)));
  await checkoutStart.blur();
  await expect(page.getByText("Date can't be set to a after the package period date")).toBeVisible();
  await checkoutStart.fill(displayDate(addDays(today, 10)));
  await checkoutStart.blur();
  await expect(page.getByText('20 days')).toBeVisible();
  await expect(page.getByText('₹ 2,000.00').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Discount' }).fill('2500');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount cannot be greater than gross amount')).toBeVisible();
  await page.getByRole('textbox', { name: 'Discount' }).fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount applied - ₹ 100.00')).toBeVisible();
  const advance = page.getByRole('textbox', { name: 'Advance' });
  await advance.fill('2000');
  await expect(page.getByText('Advance cannot be greater than net price')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Package' })).toHaveAttribute('data-disabled', 'true');
  await advance.fill('500');
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'No Pay' })).toBeDisabled();
  await expect(page.getByText('₹ 1,400.00')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Send Confirmation SMS' })).toBeChecked();
  await shot(page, 'package-checkout-1280');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'package-checkout-1024');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Confirm Package' }).click();
  await expect(page.getByText('Package subscribed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/packages\?view=list/);
  await expect(pkgRow).toContainText('4 of 5 places left');

  // From the member's row: Add Package → Select Package → that package's checkout for them.
  row = await openMemberRow(page);
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Add Package' }).click();
  const select = page.getByRole('dialog', { name: 'Select Package' });
  await expect(select).toContainText('4 / 5 left');
  await select.getByRole('button', { name: `Select ${PACKAGE}` }).click();
  await expect(page).toHaveURL(/\/packages\/checkout\?.*mobile=/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(MEMBER);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/members/);

  // The member: package credits added; Balance → Pay Now (type 3) the 1,400 left.
  row = await openMemberRow(page);
  await expect(row).toContainText('2,200.00');
  await row.getByRole('button', { name: MEMBER, exact: true }).click();
  drawer = page.getByRole('dialog', { name: MEMBER });
  await expect(drawer.getByText('Balance', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Pay Now' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await pay.getByLabel('Amount').fill('1500');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(pay.getByText('Amount cannot be greater than balance')).toBeVisible();
  await pay.getByLabel('Amount').fill('1400');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(drawer.getByText(/Renew on/)).toBeVisible();

  // Renew: the same member and package, straight to its checkout, from the renewal date — the
  // season's last day, so nothing is left to sell (ADR 0046; tests/e2e/packages-renewal.spec.ts
  // renews a season with days left).
  await drawer.getByRole('button', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/packages\/checkout\?.*renews=/);
  await expect(page.getByRole('heading', { name: 'Renew Membership Package' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(MEMBER);
  await expect(page.getByLabel('Start date')).toHaveValue(displayDate(addDays(today, 30)));
  await expect(page.getByText("This package's period has no days left after the renewal date, so it cannot be renewed")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Package' })).toHaveAttribute('data-disabled', 'true');
  await page.goto('/packages?view=list');
  await expect(pkgRow).toContainText('4 of 5 places left');

  // Dashboard at tablet size: boxes, both charts (three packages a page) and the expiry table.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/packages');
  // The term was paid in full and no renewal was sold: nothing more is pending.
  await expect(pendingBox).toContainText(pendingBefore, { timeout: scaled(30_000) });
  // Three packages a page, and the demo has its own: page on until the one sold here shows.
  const perPackage = page.getByRole('figure', { name: 'Active Members Per Package' });
  await expect(perPackage).toContainText('Active members');
  for (let i = 0; i < 5 && !((await perPackage.textContent()) ?? '').includes(PACKAGE); i++) {
    await page.getByRole('button', { name: 'Next packages' }).click();
  }
  await expect(perPackage).toContainText(PACKAGE);
  await expect(page.getByRole('table', { name: 'Upcoming Membership Expiry' })).toContainText(MEMBER);
  await expect(page.getByRole('figure', { name: 'Active Member Count by month' })).toBeVisible();
  await shot(page, 'packages-dashboard-1024');
  await page.getByText('See Packages', { exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('heading', { name: 'Membership Packages' })).toBeVisible();
  await expect(pkgRow).toContainText('4 of 5 places left');
  await shot(page, 'packages-list-1024');
  await page.setViewportSize({ width: 1280, height: 800 });

  // All Members List → Package Details; Cancel Membership.
  await pkgRow.getByRole('button', { name: `Members of ${PACKAGE}` }).click();
  await expect(page).toHaveURL(/\/packages\/members\?packageId=/);
  const sub = page.getByRole('row', { name: new RegExp(MEMBER) });
  await expect(sub).toHaveCount(1);
  await sub.getByRole('button', { name: PACKAGE }).click();
  const details = page.getByRole('dialog', { name: 'Package Details' });
  await expect(details).toContainText('Member Information');
  await expect(details).toContainText('Membership Dates');
  await expect(details).toContainText('Payment Details');
  await shot(page, 'package-details-1280');
  // Paid in full: no Pay Now.
  await expect(details).toContainText('₹ 0.00');
  await expect(details.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sub).not.toContainText('Balance');
  await sub.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel Membership' }).click();
  await page.getByRole('dialog', { name: 'Cancel Membership' }).getByRole('button', { name: 'Cancel Membership' }).click();
  await expect(page.getByText('Membership Cancelled Successfully').last()).toBeVisible();
  await expect(sub).toHaveCount(0);

  // The desk books with the member's credits and PIN.
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await signIn(desk, 'desk', 'desk123');
  await desk.goto(`/calendar?activity=1&date=${bookingDate()}`);
  await slot(desk, 'Court 3', '07:00').click();
  await desk.getByRole('button', { name: 'Add to cart' }).click();
  await desk.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await desk.getByRole('button', { name: 'Proceed' }).click();
  await desk.getByRole('textbox', { name: 'Mobile' }).fill(MOBILE);
  await desk.getByRole('textbox', { name: 'Name' }).click();
  await expect(desk.getByText('Member', { exact: true })).toBeVisible();
  await desk.getByRole('textbox', { name: 'Redeem credits' }).fill('100');
  await desk.getByLabel('Member PIN').fill('1111');
  await desk.getByRole('button', { name: 'Redeem' }).click();
  await expect(desk.getByText('Incorrect PIN')).toBeVisible();
  await desk.getByLabel('Member PIN').fill('2468');
  await desk.getByRole('button', { name: 'Redeem' }).click();
  await expect(desk.getByText(/Credits of .*100\.00 redeemed/)).toBeVisible();
  await desk.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(desk).toHaveURL(/\/calendar\?activity=1/);
  await expect(slot(desk, 'Court 3', '07:00')).toHaveAttribute('data-status', 'Booked');

  // Offline, the desk still finds the member (2,000 + 200 package credits − 100) in the mirror.
  await desk.goto('/members');
  await waitForServiceWorker(desk);
  // The console syncs the mirror as it starts: wait until it holds the spent credits.
  await expect.poll(() => mirroredCredits(desk, MOBILE), { timeout: scaled(30_000) }).toBe(2100);
  await deskContext.setOffline(true);
  await desk.reload();
  await desk.getByRole('textbox', { name: 'Contact number', exact: true }).fill(MOBILE);
  await desk.getByRole('button', { name: 'Search' }).click();
  await expect(desk.getByRole('row', { name: new RegExp(MEMBER) })).toContainText('2,100.00');
  await deskContext.setOffline(false);
  await deskContext.close();
});

test('an unregistered mobile at checkout becomes a member and checkout carries on as a member', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'admin', 'admin123');
  await page.goto(`/calendar?activity=1&date=${bookingDate()}`);
  await slot(page, 'Court 3', '08:00').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Cart: 1 slot(s)' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('textbox', { name: 'Mobile' }).fill('9000007202');
  await page.getByRole('textbox', { name: 'Name' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Lakshmi Narayanan');
  await expect(page.getByText('Not a member yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add as member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Member' });
  await expect(dialog.getByLabel('Contact Number')).toHaveValue('9000007202');
  await expect(dialog.getByLabel('Name')).toHaveValue('Lakshmi Narayanan');
  await shot(page, 'checkout-add-member-1024');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText('Member registered successfully')).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Redeem credits' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/calendar\?activity=1/);
  await expect(slot(page, 'Court 3', '08:00')).toHaveAttribute('data-status', 'Booked');
});

test('a rotational package is created with the defaults, edited with its type locked, deactivated and reactivated', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', 'admin123');
  await page.goto('/packages/new');
  await expect(page.getByRole('radio', { name: 'Rotational' })).toBeChecked();
  // Rotational packages take no start date.
  await expect(page.getByLabel('Start date')).toHaveCount(0);
  await page.getByLabel('Package name').fill('Monthly Evening Badminton Regulars');
  await page.getByLabel('Price').fill('1250.50');
  await page.getByLabel('Remark').fill('x'.repeat(101));
  await expect(page.getByText('Remarks cannot be longer than 100 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Package' })).toHaveAttribute('data-disabled', 'true');
  await page.getByLabel('Remark').fill('Weekday evenings');
  await page.getByRole('button', { name: 'Create Package' }).click();
  // Empty credits, member limit and period went as 0, 0 and 1.
  const row = page.getByRole('row', { name: /Monthly Evening Badminton Regulars/ });
  await expect(row).toContainText('₹ 1,250.50 for 1 days');
  await expect(row).toContainText('No credits');
  await expect(row).toContainText('No member limit');

  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Package' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Membership Package' })).toBeVisible();
  await expect(page.getByLabel('Package name')).toHaveValue('Monthly Evening Badminton Regulars');
  await expect(page.getByRole('radio', { name: 'Pro-rata' })).toBeDisabled();
  await page.getByLabel('Price').fill('1400');
  await page.getByLabel('Renewal period (days)').fill('30');
  await expectToastDuring(page, 'Package updated successfully', () => page.getByRole('button', { name: 'Save' }).click());
  await expect(row).toContainText('₹ 1,400.00 for 30 days');

  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await row.getByRole('button', { name: /Actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Add Member' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expect(row).not.toContainText('Deactivated');
});
