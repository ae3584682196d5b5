import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA: the level issue 32 asks for (docs/adr/0083). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One rule left out inside some elements only, with why (each one is listed in docs/adr/0083). */
export interface AxeExclusion {
  rule: string;
  /** A CSS selector: a finding on an element inside (or being) a match is left out. */
  within: string;
  why: string;
}

/**
 * Runs axe on what the page shows now (a dialog or drawer included) and returns the serious and
 * critical violations, one line each with the elements, so a failure says what to fix.
 */
export async function seriousViolations(page: Page, exclusions: readonly AxeExclusion[] = []): Promise<string[]> {
  // In the page itself (axe.run): the default opens a blank page for every scan and injects axe
  // there again, for cross-origin frames the console does not have; it was half of each scan's
  // time (ADR 0083).
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const lines: string[] = [];
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const within = exclusions.filter((e) => e.rule === v.id).map((e) => e.within);
    const nodes = [];
    for (const n of v.nodes) {
      const selector = n.target.map(String).join(' ');
      const excluded =
        within.length > 0 &&
        (await page.evaluate(([sel, scopes]) => scopes.some((scope) => document.querySelector(sel)?.closest(scope)), [
          selector,
          within,
        ] as const));
      if (!excluded) nodes.push(n);
    }
    if (nodes.length === 0) continue;
    const where = nodes
      .slice(0, 8)
      .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`);
    lines.push(`${v.id} (${v.impact}, ${nodes.length}): ${v.help}\n    ${where.join('\n    ')}`);
  }
  return lines;
}

/** Soft-asserts that `what` (a section, dialog or drawer on screen now) has no serious or critical violation. */
export async function expectAccessible(page: Page, what: string, exclusions: readonly AxeExclusion[] = []): Promise<void> {
  const found = await seriousViolations(page, exclusions);
  expect.soft(found, `${what}:\n  ${found.join('\n  ')}`).toEqual([]);
}
