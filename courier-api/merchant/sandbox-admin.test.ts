// Test-mode shipments (a sandbox twin's) are no one's business but the
// merchant's: the Admin's ShipmentHistory, shipment detail and dashboard
// leave them out, while the merchant's test key sees them.
import { dubaiNow } from '@/lib/schemas/booking';
import { loadServices, typedBody } from '../routes/shipments-fixtures';
import { useTestApi } from '../test-utils';
import { ALNOOR, mintKey, v1 } from './fixtures';

const { t, tokens } = useTestApi({ logins: { admin: 'admin' } });

async function adminShipmentsToday(): Promise<number> {
  const today = dubaiNow(t.clock.now).date;
  const res = await t.call('POST', 'AccountDayWiseShipments', { body: { From: today, To: today }, token: tokens.admin });
  expect(res.status).toBe(200);
  return (res.json.data.Days as Array<{ Count: number }>).reduce((sum, d) => sum + d.Count, 0);
}

it('leaves sandbox shipments out of the Admin’s history, detail and dashboard', async () => {
  const serviceId = await loadServices(t);
  const { key } = await mintKey(t, { accountNo: ALNOOR, mode: 'test' });
  const live = await mintKey(t, { accountNo: ALNOOR, mode: 'live' });
  const before = await adminShipmentsToday();

  const test = await v1(t.api, 'POST', 'shipments', { key, body: typedBody(serviceId), headers: { 'idempotency-key': 'sandbox-admin-1' } });
  expect(test.status).toBe(201);
  const testAwb = test.json.data.AirWayBillNo as string;
  const real = await v1(t.api, 'POST', 'shipments', { key: live.key, body: typedBody(serviceId), headers: { 'idempotency-key': 'sandbox-admin-2' } });
  expect(real.status).toBe(201);
  const liveAwb = real.json.data.AirWayBillNo as string;

  // The merchant's test key sees its test shipment.
  expect((await v1(t.api, 'GET', `shipments/${testAwb}`, { key })).status).toBe(200);

  const history = (awb: string) => t.call('POST', 'ShipmentHistory', { body: { search: awb }, token: tokens.admin });
  expect(JSON.stringify((await history(liveAwb)).json.data)).toContain(liveAwb);
  expect(JSON.stringify((await history(testAwb)).json.data)).not.toContain(testAwb);
  expect((await t.call('GET', `Shipment?AirWayBillNo=${liveAwb}`, { token: tokens.admin })).status).toBe(200);
  expect((await t.call('GET', `Shipment?AirWayBillNo=${testAwb}`, { token: tokens.admin })).status).toBe(404);
  // The live shipment counts on the Admin's dashboard; the test one does not.
  expect(await adminShipmentsToday()).toBe(before + 1);
});
