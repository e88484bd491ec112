// /Dashboard end to end: the range presets and a custom range, the figures
// and the four charts checked against the API's own answers, refetching on a
// new range, tooltips and legends, the Admin's all-accounts view, and axe.
// The server runs on the real clock and the seed spreads 240 shipments over
// the last 90 days, so ranges are worked out from today in Dubai.
import type { Page } from '@playwright/test';
import { axisDays } from '../components/dashboard/date-range';
import { addDays, dubaiNow, pickupDates } from '../lib/schemas/booking';
import { axeBuilder, expect, gotoHydrated, test } from './fixtures';

type Range = { From: string; To: string };
interface Answers {
  days: Array<{ Date: string; Count: number }>;
  pickupDays: Array<{ Date: string; Count: number }>;
  summary: Array<{ Status: string; Count: number }>;
  delivery: { Delivered: number; InTransit: number; Exceptions: number; Cancelled: number; Total: number };
}

const API = '/api/courier';
const today = () => dubaiNow(new Date()).date;
const lastDays = (n: number): Range => ({ From: addDays(today(), -(n - 1)), To: today() });
const total = (rows: Array<{ Count: number }>) => rows.reduce((s, r) => s + r.Count, 0);

async function call<T>(page: Page, path: string, range: Range): Promise<T> {
  const res = await page.request.post(`${API}/${path}`, { data: range });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The four answers for a range, asked straight from the API with the page's session. */
async function answers(page: Page, range: Range): Promise<Answers> {
  const [days, pickupDays, summary, delivery] = await Promise.all([
    call<{ Days: Answers['days'] }>(page, 'AccountDayWiseShipments', range),
    call<{ Days: Answers['pickupDays'] }>(page, 'DailyPickupDetailsForAccounts', range),
    call<{ Summary: Answers['summary'] }>(page, 'PickupSummaryForAccounts', range),
    call<Answers['delivery']>(page, 'DeliveryDetailsForAccounts', range),
  ]);
  return { days: days.Days, pickupDays: pickupDays.Days, summary: summary.Summary, delivery };
}

/** Waits for the dashboard to ask for `range` (all four calls). */
function requestsFor(page: Page, range: Range) {
  const calls = ['AccountDayWiseShipments', 'DailyPickupDetailsForAccounts', 'PickupSummaryForAccounts', 'DeliveryDetailsForAccounts'];
  return Promise.all(
    calls.map((c) =>
      page.waitForResponse((r) => {
        if (!r.url().endsWith(`${API}/${c}`)) return false;
        const body = r.request().postDataJSON() as Range;
        return body.From === range.From && body.To === range.To && r.ok();
      }),
    ),
  );
}

const figure = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Figures for the range' }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) }).locator('[data-value]');
const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The headline figures and each card's table show exactly what the API answered. */
async function expectFigures(page: Page, a: Answers) {
  await expect(figure(page, 'Shipments')).toHaveText(String(a.delivery.Total));
  await expect(figure(page, 'Delivered')).toHaveText(String(a.delivery.Delivered));
  await expect(figure(page, 'In transit')).toHaveText(String(a.delivery.InTransit));
  await expect(figure(page, 'Exceptions')).toHaveText(String(a.delivery.Exceptions));
  await expect(figure(page, 'Pickups')).toHaveText(String(total(a.summary)));
  expect(total(a.days)).toBe(a.delivery.Total);
  // The tables sit in closed <details>: read their text, not their roles.
  const perDay = card(page, 'Shipments per day').locator('table tbody td');
  await expect(perDay).toHaveText(a.delivery.Total ? a.days.map((d) => String(d.Count)) : []);
  const statuses = card(page, 'Pickup summary').locator('table tbody td');
  if (total(a.summary)) await expect(statuses).toHaveText(a.summary.map((s) => String(s.Count)));
  else await expect(card(page, 'Pickup summary')).toContainText('No pickups are booked between');
}

async function openDashboard(page: Page) {
  await gotoHydrated(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

/** The seed's demo pickups sit around the seed day: book one ahead for the signed-in customer, unless there already is one. */
async function ensurePickupAhead(page: Page): Promise<string> {
  const now = new Date();
  const date = pickupDates(now).find((d) => d !== today()) ?? addDays(today(), 1);
  const ahead = await call<{ Days: Answers['pickupDays'] }>(page, 'DailyPickupDetailsForAccounts', { From: today(), To: date });
  if (total(ahead.Days) > 0) return date;
  const services = await (await page.request.get(`${API}/getServiceType?country=AE`)).json();
  const party = { Name: 'Dashboard Test', Phone: '+971501234567', AddressLine1: 'Shop 5, Al Majaz Waterfront' };
  const res = await page.request.post(`${API}/asaGuestSchedulePickup`, {
    data: {
      Sender: { ...party, City: 'SHJ' },
      Receiver: { ...party, Country: 'AE', City: 'AUH' },
      PickupDate: date,
      PickupWindowStart: '10:00',
      PickupWindowEnd: '13:00',
      ServiceTypeId: services.data.ServiceTypes[0]._id,
      Pieces: [{ Weight: 1 }],
      Contents: 'Documents',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return date;
}

test.describe('the prepaid customer', () => {
  test('sees the figures and the four charts of a range, matching the API, and a new range refetches', async ({ page, login }) => {
    await login(page, 'prepaid');
    await expect(page.getByText('Your account 100002 – Oasis Handmade Boutique')).toBeVisible();
    // The default: the last 30 days.
    await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

    const ninety = lastDays(90);
    const asked = requestsFor(page, ninety);
    await page.getByText('Last 90 days', { exact: true }).click();
    await asked;
    const a90 = await answers(page, ninety);
    expect(a90.delivery.Total).toBeGreaterThan(0);
    await expectFigures(page, a90);
    for (const title of ['Shipments per day', 'Delivery details']) {
      await expect(card(page, title).getByRole('img')).toBeVisible();
    }
    await expect(card(page, 'Shipments per day').locator('table tbody tr')).toHaveCount(90);

    // A custom range from 90 days ago up to a booked pickup: all four charts have data.
    const pickupDay = await ensurePickupAhead(page);
    const custom = { From: ninety.From, To: pickupDay };
    await page.getByText('Custom', { exact: true }).click();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(ninety.From);
    await page.getByLabel('To', { exact: true }).fill(pickupDay);
    const refetched = requestsFor(page, custom);
    await page.getByRole('button', { name: 'Apply' }).click();
    await refetched;
    const aCustom = await answers(page, custom);
    expect(total(aCustom.summary)).toBeGreaterThan(0);
    await expectFigures(page, aCustom);
    for (const title of ['Shipments per day', 'Daily pickups', 'Pickup summary', 'Delivery details']) {
      const chart = card(page, title).getByRole('img');
      await expect(chart).toBeVisible();
      // A chart draws when it comes near the screen (components/ui/when-visible.tsx).
      await chart.scrollIntoViewIfNeeded();
      await expect(chart).toHaveAttribute('aria-label', /chart/);
      await expect(chart.locator('svg').first()).toBeVisible();
      // Every chart has a legend.
      await expect(chart.locator('.recharts-legend-wrapper')).not.toBeEmpty();
    }
    await expect(card(page, 'Delivery details').locator('.recharts-legend-wrapper')).toContainText('Delivered');
    await expect(card(page, 'Daily pickups').locator('.recharts-legend-wrapper')).toContainText('Pickups');

    // Hovering the tallest bar shows its day and count in a tooltip.
    const shipmentsChart = card(page, 'Shipments per day').getByRole('img');
    const bars = shipmentsChart.locator('.recharts-bar-rectangle path');
    const heights = await bars.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    const tallest = heights.indexOf(Math.max(...heights));
    await bars.nth(tallest).hover();
    const tooltip = shipmentsChart.locator('.recharts-tooltip-wrapper');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(/Shipments\s*:\s*[1-9]\d*/);

    // The time axis names five days at most, the range's first and last among them, every label inside the drawing.
    const days = Array.from({ length: 1 + (Date.parse(custom.To) - Date.parse(custom.From)) / 86_400_000 }, (_, i) => addDays(custom.From, i));
    const labels = shipmentsChart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    // Written by the browser's Intl, as the chart writes them ("23 Sep"; Node's ICU may say "Sept").
    const named = await page.evaluate((isos) => isos.map((d) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`))), axisDays(days));
    await expect(labels).toHaveText(named);
    expect(await labels.count()).toBeLessThanOrEqual(5);
    const drawing = (await shipmentsChart.locator('.recharts-wrapper').boundingBox())!;
    for (const box of await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(drawing.x);
      expect(box.right).toBeLessThanOrEqual(drawing.x + drawing.width);
    }

    // The numbers behind each chart, for anyone who cannot see it.
    await card(page, 'Pickup summary').getByText('Show the numbers').click();
    await expect(card(page, 'Pickup summary').getByRole('rowheader')).toHaveText(['Requested', 'Assigned', 'Collected', 'Failed', 'Cancelled']);

    // A validation error from the shared schema stays on the form.
    await page.getByLabel('From', { exact: true }).fill(addDays(custom.To, 1));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('From must be on or before To.')).toBeVisible();

    // Back to a preset: asked again, figures follow.
    const seven = lastDays(7);
    const again = requestsFor(page, seven);
    await page.getByText('Last 7 days', { exact: true }).click();
    await again;
    await expectFigures(page, await answers(page, seven));

    const { violations } = await axeBuilder(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the first range’s figures come with the page: in its HTML, and not asked for again', async ({ page, login }) => {
    await login(page, 'prepaid');
    const thirty = lastDays(30);
    const a30 = await answers(page, thirty);
    expect(a30.delivery.Total).toBeGreaterThan(0);

    // The page's HTML as the server sends it (with the session's cookie): the default range's totals are in it.
    const html = await (await page.request.get('/dashboard')).text();
    const list = /<ul aria-label="Figures for the range"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
    const values = [...list.matchAll(/data-value="true">([^<]*)</g)].map((m) => m[1]);
    expect(values).toEqual([a30.delivery.Total, a30.delivery.Delivered, a30.delivery.InTransit, a30.delivery.Exceptions, total(a30.summary)].map(String));

    // With scripts: hydrating does not ask for them again; a new range is asked for as before.
    const asked: Range[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`${API}/AccountDayWiseShipments`)) asked.push(r.postDataJSON() as Range);
    });
    await openDashboard(page);
    await expectFigures(page, a30);
    const seven = lastDays(7);
    const again = requestsFor(page, seven);
    await page.getByText('Last 7 days', { exact: true }).click();
    await again;
    expect(asked).toEqual([seven]);
  });

  test('a range with nothing in it shows the empty states', async ({ page, login }) => {
    await login(page, 'prepaid');
    const empty = { From: '2020-01-01', To: '2020-01-31' };
    await page.getByText('Custom', { exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(empty.From);
    await page.getByLabel('To', { exact: true }).fill(empty.To);
    const asked = requestsFor(page, empty);
    await page.getByRole('button', { name: 'Apply' }).click();
    await asked;
    await expect(figure(page, 'Shipments')).toHaveText('0');
    await expect(card(page, 'Shipments per day')).toContainText('No shipments were created between 1 Jan 2020 – 31 Jan 2020.');
    await expect(card(page, 'Pickup summary')).toContainText('No pickups are booked between 1 Jan 2020 – 31 Jan 2020.');
    for (const title of ['Shipments per day', 'Daily pickups', 'Pickup summary', 'Delivery details']) {
      await expect(card(page, title).getByRole('img')).toHaveCount(0);
    }
  });

  test('a failed call shows the server’s message as a toast', async ({ page, login }) => {
    await login(page, 'prepaid');
    await page.route(`**${API}/DeliveryDetailsForAccounts`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The figures are being recalculated.' }) }),
    );
    await page.getByText('Last 7 days', { exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'The figures are being recalculated.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Some figures could not be loaded.' })).toBeVisible();
  });
});

test.describe('the Admin', () => {
  test('sees all accounts: at least as much as any customer, matching the API', async ({ page, browser, login }) => {
    await login(page, 'admin');
    await expect(page.getByText('All accounts (guest bookings included)')).toBeVisible();
    const ninety = lastDays(90);
    const asked = requestsFor(page, ninety);
    await page.getByText('Last 90 days', { exact: true }).click();
    await asked;
    const all = await answers(page, ninety);
    await expectFigures(page, all);

    const customer = await browser.newPage();
    await login(customer, 'prepaid');
    const own = await answers(customer, ninety);
    await customer.close();
    expect(all.delivery.Total).toBeGreaterThanOrEqual(own.delivery.Total);
    expect(all.delivery.Total).toBeGreaterThan(0);
    all.days.forEach((d, i) => expect(d.Count).toBeGreaterThanOrEqual(own.days[i]!.Count));

    await openDashboard(page);
    const { violations } = await axeBuilder(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
