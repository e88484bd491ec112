// The portal's table (components/ui/data-table.tsx) fades its rows and says
// it is busy only while the rows on screen are not yet those of the current
// query: a new page, sort or filter loading. A background refresh of the same
// query (the network coming back, polling, a write elsewhere refreshing the
// list) leaves the rows as they are, without a flicker.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const HISTORY_CALL = /\/api\/courier\/ShipmentHistory$/;

/** Records, from now on, whether the table ever faded its rows or said it was busy. */
async function watchTable(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { faded: boolean; watcher?: MutationObserver };
    const region = document.querySelector('[role="region"][aria-label="Airway bills"]')!;
    w.faded = false;
    w.watcher?.disconnect();
    const look = () => {
      if (region.getAttribute('aria-busy') === 'true' || region.querySelector('tbody.opacity-60')) w.faded = true;
    };
    w.watcher = new MutationObserver(look);
    w.watcher.observe(region, { attributes: true, subtree: true, attributeFilter: ['class', 'aria-busy'] });
  });
}

const faded = (page: Page) => page.evaluate(() => (window as unknown as { faded: boolean }).faded);

test('the airway bill history keeps its rows still on a background refresh, and fades them while a new filter loads', async ({ page, login }) => {
  await login(page, 'postpaid');
  await gotoHydrated(page, '/Managingshipping?tab=history');
  const table = page.getByRole('region', { name: 'Airway bills' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const rowsBefore = await table.locator('tbody tr').allTextContents();

  // Every list answer takes a second from now on, so a fade would be seen.
  await page.route(HISTORY_CALL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

  // The network comes back: SWR refreshes the same query in the background (once its
  // deduping interval, 2 s, has passed since the page's own request).
  await page.waitForTimeout(2100);
  await watchTable(page);
  const refreshed = page.waitForResponse(HISTORY_CALL);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await refreshed;
  await page.waitForTimeout(100);
  expect(await faded(page)).toBe(false);
  expect(await table.locator('tbody tr').allTextContents()).toEqual(rowsBefore);

  // A new filter: the old rows stay, faded and busy, until the new ones arrive.
  await watchTable(page);
  const filtered = page.waitForResponse(HISTORY_CALL);
  await page.locator('#history-status').selectOption({ index: 1 });
  await filtered;
  expect(await faded(page)).toBe(true);
  await expect(table).toHaveAttribute('aria-busy', 'false');
});
