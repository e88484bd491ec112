import type { Page } from '@playwright/test';

/**
 * Renders the parts of a public page the browser skips until they come near the
 * screen (`render-near-view`, content-visibility: auto), so that a scan or a
 * measure sees the whole page, as the reader does by scrolling. Unrendered, a
 * part has no layout: axe reads its texts' background from what lies under the
 * part's placeholder box (a wrong colour unless the part paints its own), and a
 * part too wide for the screen does not widen the page, and a full-page
 * screenshot leaves it blank. Every E2E axe scan does this first unless asked
 * for the page as loaded (axeBuilder's `wholePage: false`: what Lighthouse's
 * scan sees); scripts/screenshots.ts before its checks and shots. Set through
 * the CSSOM, which the pages' Content Security Policy allows.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
  });
}
