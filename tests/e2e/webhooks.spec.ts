import { expect, test } from './support/shared-session';
import { scaled } from './support/time-scale';

// Issue 28 part 2 (ADR 0073): an admin registers a webhook in Club Settings. The server's refusals
// land on the field; the signing secret is shown once; a test to an address that answers nothing
// is logged as not delivered and can be resent; the endpoint is paused, then deleted after a
// confirmation. Offline, the card's writes are off and say why. The e2e server does not allow
// private addresses, so the endpoint is a documentation address (192.0.2.1) that never answers.

const SIZES = [
  { name: '1280x800', tag: 'wide', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: '1024x768 touch', tag: 'tablet', viewport: { width: 1024, height: 768 }, hasTouch: true },
];

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('add a webhook, see its secret once, test it, read the log and resend, pause, delete', async ({ page, context }) => {
      const press = (l: import('@playwright/test').Locator) => (size.hasTouch ? l.tap() : l.click());
      const url = `https://192.0.2.1/integrations/courtdesk/${size.tag}/receivers/bookings-and-members/v2/endpoint?token=${'a1b2c3d4'.repeat(8)}`;
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Webhooks' });
      await expect(card).toBeVisible({ timeout: scaled(30_000) });
      const urlField = card.getByLabel('Endpoint URL');
      const add = card.getByRole('button', { name: 'Add webhook' });

      // No event chosen: said on the events field; nothing is made.
      await urlField.fill(url);
      await press(add);
      await expect(card.getByText('Choose at least one event')).toBeVisible();
      // A private address and a URL that is not http(s): said on the URL field.
      await press(card.getByRole('checkbox', { name: 'booking.created' }));
      await expect(card.getByText('Choose at least one event')).toHaveCount(0);
      await urlField.fill('http://10.0.0.5/hook');
      await press(add);
      await expect(card.getByText('This URL points to a private or local address')).toBeVisible();
      await urlField.fill('ftp://hooks.example.com/x');
      await press(add);
      await expect(card.getByText('Enter a URL that starts with http:// or https://')).toBeVisible();
      const item = card.getByTestId('webhook-item').filter({ hasText: url });
      await expect(item).toHaveCount(0);

      await urlField.fill(url);
      await press(card.getByRole('checkbox', { name: 'member.created' }));
      await press(card.getByRole('checkbox', { name: 'subscription.created' }));
      await press(add);
      const secret = card.getByTestId('new-webhook-secret');
      await expect(secret).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
      await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
      await expect(item).toBeVisible();
      await expect(item.getByText('Enabled', { exact: true })).toBeVisible();
      for (const ev of ['booking.created', 'member.created', 'subscription.created']) await expect(item.getByText(ev)).toBeVisible();
      // The form is cleared for the next one; the long URL wraps inside the card.
      await expect(urlField).toHaveValue('');
      const cardBox = (await card.boundingBox())!;
      const urlBox = (await item.getByText(url).boundingBox())!;
      expect(urlBox.x + urlBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The secret is shown once: after a reload it is gone, and the list never carries it.
      const shownSecret = (await secret.textContent())!;
      await page.reload();
      await expect(item).toBeVisible({ timeout: scaled(30_000) });
      await expect(card.getByTestId('new-webhook-secret')).toHaveCount(0);
      await expect(page.getByText(shownSecret)).toHaveCount(0);

      await press(item.getByRole('button', { name: 'Send test' }));
      await expect(item.getByRole('status')).toContainText('Test event not delivered', { timeout: scaled(20_000) });
      await press(item.getByRole('button', { name: 'Delivery log' }));
      const log = item.getByRole('table', { name: 'Delivery log' });
      const first = log.getByRole('row').filter({ hasText: 'webhook.test' });
      await expect(first).toHaveCount(1);
      await expect(first).toContainText('retrying');
      await expect(first).toContainText(/next at \d{2}:\d{2}/);
      await expect(first.getByRole('cell').nth(2)).toHaveText('1');
      await card.screenshot({ path: `test-results/webhooks-${size.tag}.png` });
      await press(first.getByRole('button', { name: /^Resend webhook\.test/ }));
      await expect(log.getByRole('row').filter({ hasText: '(resent)' })).toHaveCount(1);

      await press(item.getByRole('button', { name: 'Disable' }));
      await expect(item.getByText('Disabled', { exact: true })).toBeVisible();
      await expect(item.getByRole('button', { name: 'Enable' })).toBeVisible();

      // Offline the writes are off and say why; the log stays readable on screen.
      await context.setOffline(true);
      await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: scaled(20_000) });
      await expect(add).toHaveAttribute('data-disabled', 'true');
      await expect(item.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-disabled', 'true');
      if (size.hasTouch) await add.tap({ force: true });
      else await add.hover();
      await expect(page.getByRole('tooltip', { name: 'Needs a connection' }).first()).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: scaled(20_000) });

      // Delete asks first; cancelling keeps it.
      await press(item.getByRole('button', { name: 'Delete' }));
      const dialog = page.getByRole('dialog', { name: 'Delete webhook' });
      await press(dialog.getByRole('button', { name: 'Cancel' }));
      await expect(item).toBeVisible();
      await press(item.getByRole('button', { name: 'Delete' }));
      await press(dialog.getByRole('button', { name: 'Delete' }));
      await expect(item).toHaveCount(0);
    });
  });
}
