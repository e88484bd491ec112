// The public bar turning fixed (after 250 px, spec §9) never moves the page
// under the reader's pointer. When it left the flow, everything below jumped
// up by its height a moment after the scroll: a click aimed at a blog card's
// Read More landed on the gap between cards, and CI caught it.
import { BLOG_POSTS } from '../lib/content/blog';
import { expect, gotoHydrated, test } from './fixtures';

const POST = BLOG_POSTS[1]!;

test('the public bar becomes fixed after 250 px without moving the page under it', async ({ page }) => {
  await gotoHydrated(page, '/blog');
  const bar = page.locator('[data-sticky]').first();
  await expect(bar).toHaveAttribute('data-sticky', 'false');
  const link = page.getByRole('link', { name: `Read More about ${POST.title}`, exact: true });
  const top = () => link.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
  const before = await top();
  await page.mouse.wheel(0, 400);
  await expect(bar).toHaveAttribute('data-sticky', 'true');
  expect(await top()).toBe(before);
  // And back: in the flow again at the top, with the page still where it was.
  await page.mouse.wheel(0, -400);
  await expect(bar).toHaveAttribute('data-sticky', 'false');
  expect(await top()).toBe(before);
});
