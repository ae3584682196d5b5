import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { PackageMessages } from '../../contract/packages';
import { signIn } from './support/sign-in';
import { displayDate } from '../../src/lib/time/club-date';
import { scaled } from './support/time-scale';

/**
 * Issue 24, items 1 and 2 (ADR 0046): Renew from See Members opens the checkout at the renewal
 * date with the price from that date (or the refusal when a pro-rata season has no days left),
 * and the renewed term's balance stays listed and payable on every screen.
 */
// The machine these run on is shared and often loaded: a navigation can take well over 10 s.
const expect = baseExpect.configure({ timeout: scaled(30_000) });
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The club's day (Asia/Kolkata), as the server counts it. */
const clubToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
/** '₹ 1,234.50' → 1234.5 */
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function api(page: Page, path: string, data?: Record<string, unknown>) {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'authToken')!.value);
  const headers = { Authorization: `Bearer ${token}` };
  const res = data ? await page.request.post(`/api${path}`, { headers, data }) : await page.request.get(`/api${path}`, { headers });
  const body = await res.json();
  expect(body.requestStatus, JSON.stringify(body)).toBe(1);
  return body;
}

const cases = [
  { name: 'at 1280x800', viewport: { width: 1280, height: 800 }, hasTouch: false, n: 1 },
  { name: 'at 1024x768 with touch', viewport: { width: 1024, height: 768 }, hasTouch: true, n: 2 },
];

for (const c of cases) {
  test.describe(c.name, () => {
    test.use({ viewport: c.viewport, hasTouch: c.hasTouch });

    test('Renew from See Members starts at the renewal date, priced from it; the older balance stays payable', async ({ page }) => {
      // Generous: on a shared, loaded machine each navigation can take many seconds.
      test.setTimeout(scaled(480_000));
      // A write button the console holds back (offline, no access) takes a press and does nothing.
      const press = async (l: Locator) => {
        await expect(l).not.toHaveAttribute('aria-disabled', 'true');
        await (c.hasTouch ? l.tap() : l.click());
      };
      const PACKAGE = `Renewal Season ${c.n}`;
      const MEMBER = `Renewing Member ${c.n}`;
      const MOBILE = `900000730${c.n}`;
      const today = clubToday();
      await signIn(page, 'manager', 'manager123');

      // A pro-rata season of 30 days at 3,000, bought from day 10: 20 days = 2,000; 1,805 paid, 195 owed.
      const created = await api(page, '/membership/package/create', {
        packageName: PACKAGE,
        price: 3000,
        remarks: '',
        credits: 0,
        memberLimit: 0,
        type: 2,
        period: 30,
        startDate: today,
        additionalInfo: [],
      });
      const packageId = created.packageId as number;
      const member = await api(page, '/member/registration', { name: MEMBER, mobile: MOBILE, toDate: 'max' });
      await api(page, '/membership/subscription', {
        packageData: { packageId },
        ticketCount: 1,
        memberId: member.memberId,
        startDate: addDays(today, 10),
        advance: 1805,
        transactionData: { type: 1, mode: 1 },
      });

      const openRenew = async () => {
        await page.goto('/packages?view=list');
        await press(page.getByRole('button', { name: 'See Members' }));
        await expect(page).toHaveURL(/\/packages\/members/);
        await page.getByRole('textbox', { name: 'Search' }).fill(MEMBER);
        const row = page.getByRole('row', { name: new RegExp(MEMBER) });
        await expect(row).toHaveCount(1);
        await press(row.getByRole('button', { name: `Actions for ${MEMBER}` }));
        await press(page.getByRole('menuitem', { name: 'Renew Package' }));
        await expect(page).toHaveURL(new RegExp(`/packages/checkout\\?.*from=${addDays(today, 30)}`));
      };

      // The renewal date is the season's last day: nothing is left to sell, and nothing is sold today instead.
      await openRenew();
      const start = page.getByLabel('Start date');
      await expect(start).toHaveValue(displayDate(addDays(today, 30)));
      await expect(page.getByText(PackageMessages.renewNoDaysLeft)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm Package' })).toHaveAttribute('data-disabled', 'true');

      // The club lengthens the season to 60 days: 30 are left after the renewal date, 3,000 × 30 / 60 = 1,500.
      const pkg = (await api(page, `/membership/package?packageId=${packageId}`)).package;
      await api(page, '/membership/package/update', { ...pkg, price: 3000, remarks: '', credits: 0, period: 60 });
      await openRenew();
      await expect(start).toHaveValue(displayDate(addDays(today, 30)));
      await expect(start).toHaveAttribute('readonly', '');
      await expect(page.getByText('30 days')).toBeVisible();
      const gross = page.getByText('Gross', { exact: true }).locator('xpath=..');
      await expect(gross).toContainText('₹ 1,500.00');
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(MEMBER);
      await press(page.getByRole('button', { name: 'Confirm Package' }));
      await expect(page.getByText(PackageMessages.subscribed)).toBeVisible();
      await expect(page).toHaveURL(/\/packages\?view=list/);

      // Pending Payments counts both terms.
      await page.goto('/packages');
      const pendingBox = page.getByText('Pending Payments', { exact: true }).locator('xpath=..');
      await expect(pendingBox).toContainText('₹');
      let pending = 0;
      await expect
        .poll(async () => (pending = amount((await pendingBox.innerText()).replace('Pending Payments', ''))))
        .toBeGreaterThanOrEqual(1695);

      // The member drawer: both terms with their balances, each with Pay Now.
      await page.goto('/members');
      await page.getByRole('textbox', { name: 'Contact number', exact: true }).fill(MOBILE);
      await press(page.getByRole('button', { name: 'Search' }));
      await press(page.getByRole('row', { name: new RegExp(MEMBER) }).getByRole('button', { name: MEMBER, exact: true }));
      const drawer = page.getByRole('dialog', { name: MEMBER });
      await expect(drawer.getByText('Balance ₹ 195.00')).toBeVisible();
      await expect(drawer.getByText('Balance ₹ 1,500.00')).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Pay Now' })).toHaveCount(2);
      // 95 of the older 195 paid from the drawer.
      await press(drawer.getByRole('button', { name: 'Pay Now' }).first());
      const pay = page.getByRole('dialog', { name: 'Pay Now' });
      await expect(pay).toContainText('195.00');
      await pay.getByLabel('Amount').fill('95');
      await press(pay.getByRole('button', { name: 'Pay' }));
      await expect(page.getByText(PackageMessages.paid)).toBeVisible();
      await expect(drawer.getByText('Balance ₹ 100.00')).toBeVisible();
      await page.keyboard.press('Escape');

      // See Members: the older term is listed as renewed, with its balance, payable and not renewable again.
      await page.goto('/packages?view=list');
      await press(page.getByRole('button', { name: 'See Members' }));
      await page.getByRole('textbox', { name: 'Search' }).fill(MEMBER);
      const rows = page.getByRole('row', { name: new RegExp(MEMBER) });
      await expect(rows).toHaveCount(2);
      const older = rows.filter({ hasText: 'Renewed from' });
      await expect(older).toContainText('Balance ₹ 100.00');
      await press(older.getByRole('button', { name: `Actions for ${MEMBER}` }));
      await expect(page.getByRole('menuitem', { name: 'Renew Package' })).toHaveCount(0);
      await press(page.getByRole('menuitem', { name: 'Pay Now' }));
      await pay.getByLabel('Amount').fill('100');
      await press(pay.getByRole('button', { name: 'Pay' }));
      await expect(pay).toBeHidden();
      // Paid up, the renewed term leaves the list; the renewal's own 1,500 is paid from its Package Details.
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('Balance ₹ 1,500.00');
      await press(rows.getByRole('button', { name: PACKAGE }));
      const details = page.getByRole('dialog', { name: 'Package Details' });
      await press(details.getByRole('button', { name: 'Pay Now' }));
      await pay.getByLabel('Amount').fill('1500');
      await press(pay.getByRole('button', { name: 'Pay' }));
      await expect(pay).toBeHidden();
      await expect(rows).not.toContainText('Balance');

      // Pending Payments went down by exactly what was taken.
      await page.goto('/packages');
      await expect(pendingBox).toContainText('₹');
      await expect
        .poll(async () => amount((await pendingBox.innerText()).replace('Pending Payments', '')))
        .toBe(Math.round((pending - 1695) * 100) / 100);
    });
  });
}
