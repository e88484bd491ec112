// The merchant API end to end on the production build (issue 14): a customer
// creates a live API key on /ApiWebhooks and reads it once, subscribes a
// local receiver to shipment.created, then the test (a shop's system) quotes
// and creates a shipment with the key; the shipment is in the portal's
// airway bill history, the receiver gets the signed event, and the screen's
// delivery log shows it delivered. Revoking the key then stops the API at once.
// The E2E server allows private webhook targets (WEBHOOKS_ALLOW_PRIVATE=1 in
// e2e/server.mjs), so the receiver can listen on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { verifySignature } from '../courier-api/services/webhooks/signature';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A shop's webhook endpoint: records every POST it gets and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openScreen(page: Page, tab: 'keys' | 'webhooks') {
  await gotoHydrated(page, `/ApiWebhooks?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API & Webhooks');
  await expect(page.getByRole('tab', { name: tab === 'keys' ? 'API keys' : 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
}

/** "Create key" with these scopes; returns the key read from the show-once panel. */
async function createKey(page: Page, name: string, scopes: string[]): Promise<string> {
  await page.getByRole('button', { name: 'Create key', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: /^Live/ }).check();
  for (const scope of scopes) await form.getByRole('checkbox', { name: scope, exact: true }).check();
  await form.getByRole('button', { name: 'Create key', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('shown only this once');
  const field = shown.getByLabel('API key');
  await expect(field).toBeFocused();
  const key = await field.inputValue();
  expect(key).toMatch(/^sk_live_[0-9A-Za-z]{38}$/);
  expect(await axeViolations(page)).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  // Listed by its prefix only: the key itself is never shown again.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 'sk_live_'.length + 6)}…`);
  await expect(row).toContainText('Active');
  await expect(page.locator('body')).not.toContainText(key);
  return key;
}

/** "Add endpoint" (live) for these events; returns the signing secret shown once. */
async function addEndpoint(page: Page, url: string, events: string[]): Promise<string> {
  await page.getByRole('tab', { name: 'Live' }).click();
  await page.getByRole('button', { name: 'Add endpoint', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill(url);
  for (const event of events) await form.getByRole('checkbox', { name: new RegExp(`^${event}`) }).check();
  await form.getByLabel('Description (optional)').fill('E2E receiver');
  await form.getByRole('button', { name: 'Add endpoint', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'Endpoint added' });
  await expect(shown).toBeVisible();
  const secret = await shown.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: url })).toContainText('Active');
  return secret;
}

test('a key made in the portal creates a shipment through the API; the shipment is in the history and its webhook in the delivery log', async ({ page, signIn, request }) => {
  const receiver = await startReceiver();
  try {
    await signIn('postpaid');
    await openScreen(page, 'keys');
    const key = await createKey(page, `E2E shop ${unique()}`, ['Airway bill generation', 'Airway bill history']);

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    const endpoint = `${receiver.url}/saqr/${unique()}`;
    const secret = await addEndpoint(page, endpoint, ['Shipment created']);

    // The shop's system: a quote, then the shipment, with the key and an Idempotency-Key.
    const auth = { authorization: `Bearer ${key}` };
    const route = { OriginCity: 'DXB', DestinationCountry: 'AE', DestinationCity: 'AUH', Pieces: [{ Weight: 1.5 }], CodAmount: 0 };
    const quote = await request.post('/api/v1/rates', { headers: auth, data: route });
    expect(quote.status()).toBe(200);
    const [rate] = (await quote.json()).data.Rates as { ServiceTypeId: string }[];
    expect(rate).toBeDefined();
    const reference = `E2E-API-${unique().toUpperCase()}`;
    const created = await request.post('/api/v1/shipments', {
      headers: { ...auth, 'idempotency-key': `e2e-${unique()}` },
      data: {
        Sender: { Name: 'Fatima Al Mansoori', Company: 'Al Noor Trading', Phone: '+971501112233', AddressLine1: 'Warehouse 4, Al Quoz 3', City: 'DXB' },
        Receiver: { Name: 'Omar Khalid', Phone: '+971502223344', AddressLine1: 'Villa 7, Street 3', AddressLine2: 'Khalifa City', Country: 'AE', City: 'AUH' },
        ServiceTypeId: rate!.ServiceTypeId,
        Pieces: [{ Weight: 1.5 }],
        Contents: 'Handmade soap',
        DeclaredValue: 120,
        Reference: reference,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect(created.headers()['x-request-id']).toBeTruthy();
    const awb = (await created.json()).data.AirWayBillNo as string;
    expect(awb).toMatch(/^\d{11}$/);

    // The receiver gets shipment.created for it, signed with the endpoint's secret.
    await expect.poll(() => receiver.received.some((r) => r.body.includes(awb)), { timeout: 30_000 }).toBe(true);
    const delivery = receiver.received.find((r) => r.body.includes(awb))!;
    expect(delivery.headers['saqr-event-type']).toBe('shipment.created');
    expect(verifySignature(delivery.headers['saqr-signature'] as string, delivery.body, secret)).toMatchObject({ ok: true });
    const event = JSON.parse(delivery.body);
    expect(event).toMatchObject({ type: 'shipment.created', livemode: true, data: { object: { AirWayBillNo: awb, Reference: reference } } });

    // The portal's history has it (made through the API, on the same account).
    await gotoHydrated(page, '/Managingshipping?tab=history');
    const history = page.getByRole('region', { name: 'Airway bills' });
    await page.getByLabel('Search', { exact: true }).fill(reference);
    await expect(history).toHaveAttribute('aria-busy', 'false');
    await expect(history.getByRole('row').filter({ hasText: awb })).toHaveCount(1);

    // The delivery log shows it delivered, with the receiver's answer and what was sent.
    await openScreen(page, 'webhooks');
    await page.getByRole('row').filter({ hasText: endpoint }).getByRole('button', { name: /^Open/ }).click();
    const log = page.getByRole('region', { name: 'Deliveries' });
    const logged = log.getByRole('row').filter({ hasText: 'shipment.created' }).first();
    await expect(logged).toContainText('Delivered');
    await expect(logged).toContainText('200');
    await logged.getByRole('button', { name: /^Details/ }).click();
    const details = page.getByRole('dialog', { name: /Delivery of/ });
    await expect(details).toContainText(event.id);
    await expect(details).toContainText(awb);
    await expect(details).toContainText('{"received":true}');
    expect(await axeViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Close' }).click();

    // Revoked in the portal: the next call with the key is refused at once.
    await openScreen(page, 'keys');
    const row = page.getByRole('row').filter({ hasText: `${key.slice(0, 'sk_live_'.length + 6)}…` });
    await row.getByRole('button', { name: /^Revoke/ }).click();
    const confirm = page.getByRole('dialog', { name: /^Revoke key/ });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toContainText('Revoked');
    const refused = await request.get(`/api/v1/shipments/${awb}`, { headers: auth });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.message).toBe('This API key was revoked. Please create a new key in API & Webhooks.');
  } finally {
    await receiver.close();
  }
});

// One test per screen (each with its own time: six loads and scans in one test ran past a minute on a slow machine).
for (const path of ['/ApiWebhooks', '/ApiWebhooks?tab=webhooks', '/ar/ApiWebhooks']) {
  test(`${path} at 390 and 1440 px has no axe violations and fits the width`, async ({ page, signIn }) => {
    await signIn('postpaid');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test('the Admin sees every account’s keys with their account, and creates none', async ({ page, signIn }) => {
  await signIn('admin');
  await gotoHydrated(page, '/ApiWebhooks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API & Webhooks');
  const table = page.getByRole('region', { name: 'API keys of every account' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('columnheader', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveCount(0);
});
