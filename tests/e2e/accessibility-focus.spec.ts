import type { Page } from '@playwright/test';
import { expect, goClient, test } from './support/shared-session';
import { scaled } from './support/time-scale';

/**
 * Keyboard focus is visible and never hidden (WCAG 2.4.7, 2.4.11; docs/adr/0083): on the busiest
 * screens, every stop of the first 40 Tab presses shows a focus ring (outline, box shadow or, for a
 * text field, its border in the theme's focus colour) and is the element found at its own centre —
 * nothing sticky (table header or footer, drawer, toast) lies over it.
 */
interface Stop {
  html: string;
  ring: boolean;
  covered: string | null;
}

async function focusStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    // A radio or checkbox drawn by its label (segmented controls, chips): the label is what shows.
    const labels = [...((el as HTMLInputElement).labels ?? [])];
    const ok = hit && (el.contains(hit) || hit.contains(el) || labels.some((l) => l.contains(hit)));
    const cs = getComputedStyle(el);
    const field = el.matches('input, textarea, select, [class*="Input-input"]');
    const ring =
      (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) ||
      cs.boxShadow !== 'none' ||
      (field && cs.borderColor !== getComputedStyle(document.body).color && cs.borderTopColor !== 'rgba(0, 0, 0, 0)');
    return { html: el.outerHTML.slice(0, 140), ring, covered: ok ? null : (hit?.outerHTML.slice(0, 140) ?? 'nothing') };
  });
}

/** Each screen with the heading it draws once loaded. */
const SCREENS: Record<string, string> = {
  '/members': 'Members',
  '/staff': 'Staff Management',
  '/coupons': 'Coupons',
  '/settings': 'Club Settings',
  '/search': 'Find Bookings',
};

test.describe('tablet 1024×768 touch and laptop 1280×800', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    test(`focus is visible and never covered at ${viewport.width}`, async ({ page }) => {
      test.setTimeout(scaled(120_000));
      await page.setViewportSize(viewport);
      await page.goto('/members');
      for (const [path, heading] of Object.entries(SCREENS)) {
        await goClient(page, path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
        await page
          .locator('main')
          .focus()
          .catch(() => {});
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          const stop = await focusStop(page);
          if (!stop) continue;
          expect.soft(stop.covered, `${path} stop ${i + 1} ${stop.html} is covered by`).toBeNull();
          expect.soft(stop.ring, `${path} stop ${i + 1} ${stop.html} shows no focus ring`).toBe(true);
        }
      }
    });
  }
});
