// /ManageServiceTypes end to end: the Admin list, the add/edit dialog, the
// confirmations, and each type's rate card with CSV export and import. Every
// test that writes makes its own uniquely coded service type first.
import type { Download, Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';
import {
  bookOn,
  createServiceType,
  getRateCard,
  getServiceTypes,
  openServiceTypes,
  putSimpleDomesticCard,
  rowOf,
  searchFor,
  table,
  toast,
  uniqueCode,
} from './service-types-helpers';

const NOT_AUTHORIZED = 'You are not authorized to access this page.';
const CSV_HEADER = 'Zone,ZoneName,Destinations,Band,WeightKg,PriceAED';
const NETWORK_ERROR = 'Internel Server Error Please Try again Refresh the Page';



test.describe('list', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('admin');
    await openServiceTypes(page);
  });

  test('shows the seeded service types with their columns', async ({ page }) => {
    const headers = table(page).getByRole('columnheader');
    await expect(headers).toHaveText(['Code', 'Name', 'Scope', 'Transit time', 'Countries', 'COD', 'Fuel %', 'Active', 'Actions']);
    await searchFor(page, 'NDD');
    const ndd = rowOf(page, 'NDD');
    await expect(ndd).toHaveCount(1);
    await expect(ndd.getByRole('cell').nth(1)).toHaveText('Domestic');
    await expect(ndd.getByRole('cell').nth(3)).toHaveText('AE');
    await expect(ndd.getByRole('button', { name: 'Edit NDD', exact: true })).toBeVisible();
    await searchFor(page, '');
    const { Total } = await getServiceTypes(page, {});
    await expect(page.getByText(`Showing 1–${Math.min(10, Total)} of ${Total}`)).toBeVisible();
    for (const code of ['SDD', 'NDD', 'IEX']) {
      await searchFor(page, code);
      await expect(rowOf(page, code)).toHaveCount(1);
    }
  });

  test('search narrows the list by code or name, and says when nothing matches', async ({ page }) => {
    const st = await createServiceType(page, { ServiceName: `Narrow ${uniqueCode('N')}` });
    await searchFor(page, st.ServiceCode);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, st.ServiceCode)).toBeVisible();
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

    await searchFor(page, st.ServiceName);
    await expect(rowOf(page, st.ServiceCode)).toBeVisible();
    await searchFor(page, 'no-such-service-zzz');
    await expect(table(page).getByText('No service types match your search.')).toBeVisible();
    await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();
  });

  test('pages of ten with Previous and Next, and a status filter', async ({ page }) => {
    const prefix = uniqueCode('P').slice(0, 7);
    for (let i = 0; i < 11; i++) await createServiceType(page, { ServiceCode: `${prefix}${i.toString(36).toUpperCase()}`, Active: i !== 0 });
    await searchFor(page, prefix);
    await expect(page.getByText('Showing 1–10 of 11')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(11);
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(page.getByText('Showing 11–11 of 11')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(page.getByText('Showing 1–10 of 11')).toBeVisible();

    await page.getByLabel('Status').selectOption('inactive');
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(rowOf(page, `${prefix}0`).getByText('Inactive', { exact: true })).toBeVisible();
    await page.getByLabel('Status').selectOption('active');
    await expect(page.getByText('Showing 1–10 of 10')).toBeVisible();
  });
});

test.describe('add and edit', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('admin');
    await openServiceTypes(page);
  });

  test('adds an international type in the dialog; it is listed and offered as active', async ({ page }) => {
    const code = uniqueCode('A');
    const add = page.getByRole('button', { name: 'Add service type', exact: true });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add service type' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Service code')).toBeFocused();

    await dialog.getByLabel('Service code').fill(code.toLowerCase());
    await dialog.getByLabel('Service name').fill('Gulf Economy');
    await dialog.getByLabel('Scope').selectOption('International');
    await dialog.getByLabel('Search countries').fill('saudi');
    await dialog.getByRole('checkbox', { name: 'Saudi Arabia (SA)' }).check();
    await dialog.getByLabel('Search countries').fill('oman');
    await dialog.getByRole('checkbox', { name: /Oman \(OM\)/ }).check();
    await expect(dialog.getByRole('list', { name: 'Chosen countries' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByLabel('Transit days (min)').fill('3');
    await dialog.getByLabel('Transit days (max)').fill('5');
    await dialog.getByLabel('Fuel surcharge %').fill('7.5');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, /created|added|saved/i)).toBeVisible();
    await expect(add).toBeFocused();
    await searchFor(page, code);
    const row = rowOf(page, code);
    await expect(row.getByRole('rowheader')).toHaveText(code);
    await expect(row.getByRole('cell')).toHaveText(['Gulf Economy', 'International', '3–5 working days', 'SA, OM', 'No', '7.5 %', 'Active', /Edit/]);

    const active = await page.request.get('/api/courier/activeServicetypes');
    const codes = ((await active.json()) as { data: { ServiceTypes: { ServiceCode: string }[] } }).data.ServiceTypes.map((s) => s.ServiceCode);
    expect(codes).toContain(code);
  });

  test('edits a type; a code that exists already is refused on the code field', async ({ page }) => {
    const st = await createServiceType(page);
    await searchFor(page, st.ServiceCode);
    await rowOf(page, st.ServiceCode).getByRole('button', { name: `Edit ${st.ServiceCode}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit service type ${st.ServiceCode}` });
    await expect(dialog.getByLabel('Service name')).toHaveValue(st.ServiceName);
    await dialog.getByLabel('Service name').fill('Renamed Economy');
    await dialog.getByLabel('COD available').uncheck();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, st.ServiceCode).getByRole('cell').nth(0)).toHaveText('Renamed Economy');
    await expect(rowOf(page, st.ServiceCode).getByRole('cell').nth(4)).toHaveText('No');

    // The same code as an existing type (any letter case): 409, shown on the code field.
    await page.getByRole('button', { name: 'Add service type', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add service type' });
    await add.getByLabel('Service code').fill(st.ServiceCode.toLowerCase());
    await add.getByLabel('Service name').fill('Duplicate');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    const codeField = add.getByLabel('Service code');
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(add.locator('#st-code-error')).toContainText(/exists|already|taken|in use/i);
    await expect(codeField).toBeFocused();
    await expect(add).toBeVisible();
  });

  test('the dialog keeps focus inside, checks fields before sending, and Escape closes it', async ({ page }) => {
    const add = page.getByRole('button', { name: 'Add service type', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add service type' });
    await expect(dialog.getByLabel('Service code')).toBeFocused();

    // Shift+Tab from the first field wraps to the last button; Tab from there wraps back.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Service code')).toBeFocused();

    await dialog.getByLabel('Transit days (min)').fill('4');
    await dialog.getByLabel('Transit days (max)').fill('2');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Service code is required.')).toBeVisible();
    await expect(dialog.getByText('Maximum transit days cannot be less than the minimum.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });
});

test.describe('failures', () => {
  test("a network failure shows the spec's network text and keeps the dialog open", async ({ page, signIn }) => {
    await signIn('admin');
    await openServiceTypes(page);
    await page.route('**/api/courier/ServiceTypes', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
    await page.getByRole('button', { name: 'Add service type', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service type' });
    await dialog.getByLabel('Service code').fill(uniqueCode('F'));
    await dialog.getByLabel('Service name').fill('Never stored');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, NETWORK_ERROR)).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('activate, deactivate and delete', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('admin');
    await openServiceTypes(page);
  });

  test('deactivate and activate ask first', async ({ page }) => {
    const st = await createServiceType(page);
    await searchFor(page, st.ServiceCode);
    const row = rowOf(page, st.ServiceCode);

    await row.getByRole('button', { name: `Deactivate ${st.ServiceCode}`, exact: true }).click();
    let confirm = page.getByRole('dialog', { name: `Deactivate ${st.ServiceCode}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Deactivate ${st.ServiceCode}`, exact: true }).click();
    confirm = page.getByRole('dialog', { name: `Deactivate ${st.ServiceCode}?` });
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    const active = await (await page.request.get('/api/courier/activeServicetypes')).json();
    expect(JSON.stringify(active)).not.toContain(`"${st.ServiceCode}"`);

    await row.getByRole('button', { name: `Activate ${st.ServiceCode}`, exact: true }).click();
    confirm = page.getByRole('dialog', { name: `Activate ${st.ServiceCode}?` });
    await confirm.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  test('deleting an unused type removes it', async ({ page }) => {
    const st = await createServiceType(page);
    await searchFor(page, st.ServiceCode);
    await rowOf(page, st.ServiceCode).getByRole('button', { name: `Delete ${st.ServiceCode}`, exact: true }).click();
    await page.getByRole('dialog', { name: `Delete ${st.ServiceCode}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(table(page).getByText('No service types match your search.')).toBeVisible();
    expect((await getServiceTypes(page, { search: st.ServiceCode })).Total).toBe(0);
  });

  test('deleting a type used by shipments deactivates it and says so', async ({ page, browser, login }) => {
    const st = await createServiceType(page);
    await putSimpleDomesticCard(page, st._id);
    // A customer books one pickup on it (on their account, so no guest limit is spent).
    const customer = await browser.newPage();
    try {
      await login(customer, 'postpaid');
      await bookOn(customer, st._id);
    } finally {
      await customer.context().close();
    }

    await searchFor(page, st.ServiceCode);
    await rowOf(page, st.ServiceCode).getByRole('button', { name: `Delete ${st.ServiceCode}`, exact: true }).click();
    const deleted = page.waitForResponse((r) => r.url().includes('/api/courier/ServiceTypes?_id=') && r.request().method() === 'DELETE');
    await page.getByRole('dialog', { name: `Delete ${st.ServiceCode}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
    const answer = (await (await deleted).json()) as { message: string; data: { Deleted: boolean; Active: boolean } };
    expect(answer.data).toMatchObject({ Deleted: false, Active: false });
    await expect(toast(page, answer.message)).toBeVisible();
    await expect(rowOf(page, st.ServiceCode).getByText('Inactive', { exact: true })).toBeVisible();
  });
});

test.describe('rate card', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('admin');
    await openServiceTypes(page);
  });

  /** Opens the rate card of `code` from the list. */
  async function openCard(page: Page, code: string) {
    await searchFor(page, code);
    await rowOf(page, code).getByRole('button', { name: `Rate card ${code}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Rate card: ${code}`) })).toBeFocused();
  }

  test('builds a card from nothing, checks it, saves it and goes back', async ({ page }) => {
    const st = await createServiceType(page);
    await openCard(page, st.ServiceCode);
    await expect(page.getByText('This rate card has no zones, so the service is not offered anywhere.')).toBeVisible();

    await page.getByRole('button', { name: 'Add zone', exact: true }).click();
    const zone = page.getByRole('group', { name: 'Zone A', exact: true });
    await expect(zone.getByLabel('Zone name')).toBeFocused();
    await zone.getByLabel('Zone name').fill('Northern emirates');
    for (const emirate of ['Sharjah', 'Ajman', 'Umm Al Quwain']) await zone.getByRole('checkbox', { name: emirate, exact: true }).check();
    await zone.getByLabel('Zone A slab 1 price (AED)').fill('14');
    await zone.getByRole('button', { name: 'Add slab to zone A', exact: true }).click();
    await zone.getByLabel('Zone A slab 2 up to (kg)').fill('0.5');
    await zone.getByLabel('Zone A slab 2 price (AED)').fill('16.5');
    await zone.getByLabel('Additional band price (AED)').fill('2.25');

    // Slab 2 is not heavier than slab 1: refused before anything is sent.
    await page.getByRole('button', { name: 'Save rate card', exact: true }).click();
    await expect(zone.getByText('Slab 2 must be heavier than slab 1 (0.5 kg).')).toBeVisible();
    expect((await getRateCard(page, st._id)).Zones).toEqual([]);

    await zone.getByLabel('Zone A slab 2 up to (kg)').fill('1.5');
    await page.getByRole('button', { name: 'Save rate card', exact: true }).click();
    await expect(toast(page, /saved|updated/i)).toBeVisible();
    expect((await getRateCard(page, st._id)).Zones).toEqual([
      {
        Zone: 'A',
        ZoneName: 'Northern emirates',
        Destinations: ['Sharjah', 'Ajman', 'Umm Al Quwain'],
        Slabs: [
          { UpToKg: 0.5, Price: 14 },
          { UpToKg: 1.5, Price: 16.5 },
        ],
        AdditionalBandKg: 0.5,
        AdditionalBandPrice: 2.25,
      },
    ]);

    await page.getByRole('button', { name: '← Back to service types' }).click();
    await expect(rowOf(page, st.ServiceCode).getByRole('button', { name: `Rate card ${st.ServiceCode}`, exact: true })).toBeFocused();
  });

  test('a destination may be in one zone only, shown on the zone that repeats it', async ({ page }) => {
    const st = await createServiceType(page);
    await putSimpleDomesticCard(page, st._id);
    await openCard(page, st.ServiceCode);
    await page.getByRole('button', { name: 'Add zone', exact: true }).click();
    const zoneB = page.getByRole('group', { name: 'Zone B', exact: true });
    await zoneB.getByLabel('Zone name').fill('Dubai again');
    await expect(zoneB.getByText('(in zone A)').first()).toBeVisible();
    await zoneB.getByRole('checkbox', { name: /^Dubai/ }).check();
    await zoneB.getByLabel('Zone B slab 1 price (AED)').fill('10');
    await zoneB.getByLabel('Additional band price (AED)').fill('1');
    await page.getByRole('button', { name: 'Save rate card', exact: true }).click();
    await expect(zoneB.getByText('Dubai is already in zone A; a destination may be in one zone only.')).toBeVisible();
    expect((await getRateCard(page, st._id)).Zones).toHaveLength(1);
  });

  test('exports the card as CSV', async ({ page }) => {
    const st = await createServiceType(page);
    await putSimpleDomesticCard(page, st._id);
    await openCard(page, st.ServiceCode);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ratecard-${st.ServiceCode}.csv`);
    const text = await readDownload(file);
    expect(text.split(/\r?\n/)[0]).toBe(CSV_HEADER);
    expect(text).toContain('Abu Dhabi;Dubai;Sharjah;Ajman;Umm Al Quwain;Ras Al Khaimah;Fujairah');
  });

  test('an import with a bad row changes nothing and lists the row; a good file replaces the card', async ({ page }) => {
    const st = await createServiceType(page);
    const before = await putSimpleDomesticCard(page, st._id);
    await openCard(page, st.ServiceCode);
    const fileInput = page.getByLabel('Import CSV');

    const bad = [CSV_HEADER, 'D,Dubai only,Dubai,upto,0.5,12', 'D,Dubai only,Dubai,upto,abc,15', 'D,Dubai only,Dubai,additional,0.5,2'].join('\n');
    await fileInput.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const errors = page.getByRole('region', { name: 'Import errors' });
    await expect(errors.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('3');
    await expect(errors.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('WeightKg');
    await expect(page.getByText('The rate card has not changed.')).toBeVisible();
    expect(await getRateCard(page, st._id)).toEqual(before);

    const good = [CSV_HEADER, 'D,Dubai only,Dubai,upto,0.5,12', 'D,Dubai only,Dubai,upto,2,20', 'D,Dubai only,Dubai,additional,1,4', 'R,Rest,Abu Dhabi;Sharjah,upto,1,25', 'R,Rest,Abu Dhabi;Sharjah,additional,1,5'].join('\n');
    await fileInput.setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    // The bad file's error toast may still be up ("…not imported…"): look for the success itself.
    await expect(toast(page, `Rate card of ${st.ServiceCode} imported`)).toBeVisible();
    await expect(errors).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Zone D', exact: true }).getByLabel('Zone name')).toHaveValue('Dubai only');
    await expect(page.getByRole('group', { name: 'Zone R', exact: true }).getByLabel('Zone R slab 1 price (AED)')).toHaveValue('25');
    await expect(page.getByRole('group', { name: 'Zone A', exact: true })).toHaveCount(0);
    const after = await getRateCard(page, st._id);
    expect(after.Zones.map((z) => [z.Zone, z.Destinations, z.Slabs.length])).toEqual([
      ['D', ['Dubai'], 2],
      ['R', ['Abu Dhabi', 'Sharjah'], 1],
    ]);
  });
});

test.describe('access and accessibility', () => {
  test('a customer is not authorized', async ({ page, signIn }) => {
    await signIn('postpaid');
    await gotoHydrated(page, '/ManageServiceTypes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_AUTHORIZED);
    await expect(page.getByRole('button', { name: 'Add service type' })).toHaveCount(0);
  });

  // The list as it opens is scanned at 390 and 1440 px by axe-screens.spec.ts, for the same Admin.
  test('axe finds nothing on the dialog with errors, a confirmation and the rate card', async ({ page, signIn }) => {
    await signIn('admin');
    await openServiceTypes(page);

    await page.getByRole('button', { name: 'Add service type', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service type' });
    await dialog.getByLabel('Scope').selectOption('International');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Service code is required.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const st = await createServiceType(page);
    await putSimpleDomesticCard(page, st._id);
    await searchFor(page, st.ServiceCode);
    await rowOf(page, st.ServiceCode).getByRole('button', { name: `Delete ${st.ServiceCode}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Delete ${st.ServiceCode}?` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await rowOf(page, st.ServiceCode).getByRole('button', { name: `Rate card ${st.ServiceCode}`, exact: true }).click();
    await expect(page.getByRole('group', { name: 'Zone A', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('on a 390 px wide screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the list is a column of cards that fits the screen; the rate card fits with no axe findings', async ({ page, signIn }) => {
      await signIn('admin');
      await openServiceTypes(page);
      // No sideways scrolling, neither of the page nor inside the table's region: each row is a card.
      // (axe-screens.spec.ts scans this list at 390 px.)
      const region = table(page);
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // A seeded card (only read here) fits the narrow screen too.
      await searchFor(page, 'NDD');
      await rowOf(page, 'NDD').getByRole('button', { name: 'Rate card NDD', exact: true }).click();
      await expect(page.getByRole('group', { name: 'Zone B', exact: true }).getByLabel('Zone name')).toHaveValue('Other emirates');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

async function readDownload(file: Download): Promise<string> {
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
