// Every portal screen, opened by a demo user who may see it: in English at a
// phone's and a desktop's width, in Arabic (right to left, under /ar) at a
// phone's width; axe finds nothing, and nothing is wider than the screen.
// The list comes from the route table, so a new portal page is checked by itself.
import type { Page } from '@playwright/test';
import arUi from '../lib/i18n/messages/ar/ui.json';
import enUi from '../lib/i18n/messages/en/ui.json';
import { localizePath, type Locale } from '../lib/i18n/locales';
import type { Gate } from '../lib/routes';
import { PAGES } from '../lib/routes';
import { axeViolations, expect, gotoHydrated, test, type LoginKey } from './fixtures';

/** The demo user who opens a page behind this gate (the postpaid customer has every permission). */
function userFor(gate: Gate | undefined): LoginKey {
  if (gate === 'ops') return 'ops';
  if (gate === 'courier') return 'courier';
  if (gate === 'admin' || gate === 'prepaidOrAdmin') return 'admin';
  if (gate === 'prepaid') return 'prepaid';
  return 'postpaid';
}

const LOADING: Record<Locale, string> = { en: enUi.loading, ar: arUi.loading };

async function settled(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: LOADING[locale] })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const screens = PAGES.filter((p) => p.area === 'portal');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// Arabic at the phone's width only. English checks both widths, and what changes
// with the width (the desktop's sidebar against the phone's menu, the tables'
// columns) is the same markup and the same colours in either language; what
// Arabic adds (lang, dir="rtl", mirrored layout, longer words) is most at risk of
// sideways scrolling on the narrow screen, which is the one kept. That halves
// the Arabic pass without losing an English check. The English page is opened
// once, checked at the phone's width, then widened to the desktop's and checked
// again: the layouts switch by CSS (and matchMedia listeners), so one load
// serves both and the pass costs one navigation per screen, not two.
const PASSES = [
  { locale: 'en', title: 'at 390 and 1440 px', sizes: [PHONE, DESKTOP] },
  { locale: 'ar', title: 'in Arabic at 390 px', sizes: [PHONE] },
] as const;

for (const { locale, title, sizes } of PASSES) {
  test.describe(title, () => {
    test.use({ viewport: sizes[0] });
    for (const { path, gate } of screens) {
      const who = userFor(gate);
      const url = localizePath(path, locale);
      test(`${url} for ${who}: no axe violations, no sideways scrolling`, async ({ page, signIn }) => {
        await signIn(who);
        await gotoHydrated(page, url);
        for (const [i, size] of sizes.entries()) {
          if (i > 0) await page.setViewportSize(size);
          await settled(page, locale);
          if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          expect(await axeViolations(page), `at ${size.width} px`).toEqual([]);
          // The scan rendered the parts a page defers (renderWholePage), so each counts here.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `sideways scrolling at ${size.width} px`).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}
