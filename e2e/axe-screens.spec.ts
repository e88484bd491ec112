// Every portal screen, opened by a demo user who may see it, at a phone's and a
// desktop's width: axe finds nothing, and nothing is wider than the screen.
// The list comes from the route table, so a new portal page is checked by itself.
import type { Page } from '@playwright/test';
import type { Gate } from '../lib/routes';
import { PAGES } from '../lib/routes';
import { axeViolations, expect, gotoHydrated, test, type DemoUserKey } from './fixtures';

/** The demo user who opens a page behind this gate (the postpaid customer has every permission). */
function userFor(gate: Gate | undefined): DemoUserKey {
  if (gate === 'admin' || gate === 'prepaidOrAdmin') return 'admin';
  if (gate === 'prepaid') return 'prepaid';
  return 'postpaid';
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const screens = PAGES.filter((p) => p.area === 'portal');

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const { path, gate } of screens) {
      const who = userFor(gate);
      test(`${path} for ${who}: no axe violations, no sideways scrolling`, async ({ page, signIn }) => {
        await signIn(who);
        await gotoHydrated(page, path);
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
