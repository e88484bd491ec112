// The audit trail end to end on the production build (issue 17): the Admin
// creates a service type, finds its entry on /AuditLog with the filters (in
// the address), opens its changes and downloads the CSV of the same filters;
// a customer sees their own account's entries and none of the Admin's.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { createServiceType } from './service-types-helpers';

const table = (page: Page) => page.getByRole('region', { name: 'Audit log entries' });

async function openAuditLog(page: Page, query = '') {
  await gotoHydrated(page, `/AuditLog${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
}

test.describe('/AuditLog', () => {
  test('the Admin finds the entry of a change with the filters, sees before → after, and exports it', async ({ page, signIn }) => {
    await signIn('admin');
    // Inactive: other specs of this worker quote rates over the active types.
    const service = await createServiceType(page, { FuelSurchargePercent: 12.5, Active: false });
    await openAuditLog(page);
    await page.getByLabel('Action').selectOption({ label: 'Service type created' });
    await page.getByLabel('Target id').fill(service._id);
    await expect(page).toHaveURL(new RegExp(`Action=service_type.created.*Target=${service._id}|Target=${service._id}.*Action=service_type.created`));
    const rows = table(page).getByRole('row');
    await expect(rows.filter({ hasText: service._id })).toHaveCount(1);
    const row = rows.filter({ hasText: service._id });
    await expect(row).toContainText('Service type created');
    await expect(row).toContainText('admin');
    await row.getByText('Show changes').click();
    await expect(row.getByText('ServiceCode')).toBeVisible();
    await expect(row).toContainText(service.ServiceCode);

    // The filters stay in the address: a reload shows the same entry.
    await page.reload();
    await expect(table(page).getByRole('row').filter({ hasText: service._id })).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('At,Actor,Role,IP,RequestId,Action,TargetType,TargetId,AccountNo,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('service_type.created');
    expect(lines[1]).toContain(service._id);
  });

  test('a customer sees their own account’s entries only', async ({ browser, page, signIn }) => {
    await signIn('admin');
    const service = await createServiceType(page, { Active: false });
    const context = await browser.newContext();
    const customer = await context.newPage();
    await signIn('postpaid', customer);
    const key = await customer.request.post('/api/courier/ApiKeys', { data: { Name: `Audit ${Date.now()}`, Mode: 'live', Scopes: ['Airway_Bill_Generation'] } });
    expect(key.status()).toBe(201);
    await openAuditLog(customer);
    await expect(customer.getByText('Changes made on your account')).toBeVisible();
    // No account filter and no account column: the list is the account's own.
    await expect(customer.getByLabel('Account No')).toHaveCount(0);
    await expect(table(customer).getByRole('row').filter({ hasText: 'API key created' }).first()).toBeVisible();
    // The Admin's service type is not there, whatever the address asks for.
    await openAuditLog(customer, `?Target=${service._id}&AccountNo=100002`);
    await expect(customer.getByText('No entries match these filters.')).toBeVisible();
    await context.close();
  });
});
