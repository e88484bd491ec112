// /v1 shipments: create with a required Idempotency-Key (replay, 409), the
// cursor list (stable while shipments are added, filters, a bad cursor),
// get, cancel, labels, and a test key that only ever sees its sandbox.
import { sql } from 'drizzle-orm';
import { loadServices, typedBody } from '../routes/shipments-fixtures';
import { queryRows, useTestApi } from '../test-utils';
import { ALNOOR, mintKey, OASIS, v1 } from './fixtures';

const { t } = useTestApi();
let serviceId: (code: string) => string;
let live = '';
let test = '';
let other = '';

beforeAll(async () => {
  serviceId = await loadServices(t);
  live = (await mintKey(t, { accountNo: ALNOOR })).key;
  test = (await mintKey(t, { accountNo: ALNOOR, mode: 'test' })).key;
  other = (await mintKey(t, { accountNo: OASIS })).key;
});

let keyNo = 0;
const create = (key: string, body: unknown, idem: string | null = `idem-${++keyNo}`) =>
  v1(t.api, 'POST', 'shipments', { key, body, headers: idem === null ? {} : { 'idempotency-key': idem } });

async function accountOfAwb(awb: string) {
  const [row] = await queryRows<{ account_no: string; sandbox_of: string | null }>(
    t.database,
    sql`select a.account_no, a.sandbox_of from shipments s join accounts a on a.id = s.account_id where s.awb_no = ${awb}`,
  );
  return row!;
}

describe('POST v1/shipments', () => {
  it('creates a shipment on the key\'s account: 201 with the detail, in the v1 envelope', async () => {
    const res = await create(live, typedBody(serviceId));
    expect(res.status).toBe(201);
    expect(res.json.data.AirWayBillNo).toMatch(/^\d{11}$/);
    expect(res.json.data.Receiver.City).toBe('Abu Dhabi');
    expect(res.json.message).toBe(`Airway bill ${res.json.data.AirWayBillNo} created.`);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect((await accountOfAwb(res.json.data.AirWayBillNo)).account_no).toBe(ALNOOR);
    expect(res.json.data.DoNotNotify).toBe(false);
  });

  it('takes DoNotNotify: the receiver is told nothing about that shipment', async () => {
    const res = await create(live, typedBody(serviceId, { DoNotNotify: true }));
    expect(res.status).toBe(201);
    expect(res.json.data.DoNotNotify).toBe(true);
    const got = await v1(t.api, 'GET', `shipments/${res.json.data.AirWayBillNo}`, { key: live });
    expect(got.json.data.DoNotNotify).toBe(true);
  });

  it('requires an Idempotency-Key', async () => {
    const res = await create(live, typedBody(serviceId), null);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'V1_IDEMPOTENCY_KEY_REQUIRED', field: 'Idempotency-Key' });
    expect(res.json.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('replays the same key and body (200, Idempotent-Replayed) and refuses another body (409)', async () => {
    const body = typedBody(serviceId);
    const first = await create(live, body, 'order-77');
    const again = await create(live, body, 'order-77');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.data.AirWayBillNo).toBe(first.json.data.AirWayBillNo);
    const changed = await create(live, { ...body, Contents: 'Shoes' }, 'order-77');
    expect(changed.status).toBe(409);
    expect(changed.json.error.code).toBe('V1_KEY_REUSED');
    expect(changed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers a bad body with the field at fault', async () => {
    const res = await create(live, { ...typedBody(serviceId), Pieces: [] });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ field: 'Pieces', message: 'Add at least one piece.' });
  });
});

describe('GET v1/shipments', () => {
  it('pages newest first with a cursor, stable while shipments are added', async () => {
    const key = (await mintKey(t, { accountNo: OASIS })).key;
    const seen: string[] = [];
    let cursor = '';
    let added = 0;
    for (;;) {
      const res = await v1(t.api, 'GET', `shipments?limit=7${cursor ? `&cursor=${cursor}` : ''}`, { key });
      expect(res.status).toBe(200);
      seen.push(...res.json.data.map((s: { AirWayBillNo: string }) => s.AirWayBillNo));
      // A new shipment between pages must neither shift the next page nor appear in it.
      if (added++ < 2) expect((await create(key, typedBody(serviceId))).status).toBe(201);
      if (!res.json.has_more) {
        expect(res.json.next_cursor).toBeNull();
        break;
      }
      cursor = res.json.next_cursor;
    }
    const [{ n }] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from shipments s join accounts a on a.id = s.account_id where a.account_no = ${OASIS}`,
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(n - 2);
  });

  it('filters like ShipmentHistory and refuses a cursor that is not one it gave', async () => {
    const made = await create(live, typedBody(serviceId, { Reference: 'V1-FILTER-1' }));
    const res = await v1(t.api, 'GET', 'shipments?search=V1-FILTER-1', { key: live });
    expect(res.json.data.map((s: { AirWayBillNo: string }) => s.AirWayBillNo)).toEqual([made.json.data.AirWayBillNo]);
    for (const cursor of ['nonsense', Buffer.from(`shipments:${made.json.data._id}`).toString('base64url')]) {
      // The second is well formed but one of another account's shipments.
      const bad = await v1(t.api, 'GET', `shipments?cursor=${cursor}`, { key: other });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toMatchObject({ code: 'V1_CURSOR_INVALID', field: 'cursor' });
    }
    expect((await v1(t.api, 'GET', 'shipments?limit=101', { key: live })).status).toBe(400);
  });
});

describe('GET, cancel and label of one shipment', () => {
  it('reads, labels and cancels the key\'s own shipment; another account\'s is not found', async () => {
    const awb = (await create(live, typedBody(serviceId))).json.data.AirWayBillNo;
    const got = await v1(t.api, 'GET', `shipments/${awb}`, { key: live });
    expect(got.status).toBe(200);
    expect(got.json.data.TrackingLogDetails.length).toBeGreaterThan(0);
    const foreign = await v1(t.api, 'GET', `shipments/${awb}`, { key: other });
    const missing = await v1(t.api, 'GET', 'shipments/00000000000', { key: other });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe(`Airway bill ${awb} was not found.`);
    expect(missing.json.error.code).toBe(foreign.json.error.code);

    const pdf = await v1(t.api, 'GET', `shipments/${awb}/label?size=4x6`, { key: live });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const zpl = await v1(t.api, 'GET', `shipments/${awb}/label?format=zpl`, { key: live });
    expect(zpl.status).toBe(200);
    expect(zpl.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(zpl.bytes.toString()).toMatch(new RegExp(`\\^BC[^]*\\^FD${awb}\\^FS`));
    const wrongSize = await v1(t.api, 'GET', `shipments/${awb}/label?format=zpl&size=a4`, { key: live });
    expect(wrongSize.json.error.code).toBe('V1_ZPL_IS_4X6');
    expect((await v1(t.api, 'GET', `shipments/${awb}/label`, { key: other })).status).toBe(404);

    expect((await v1(t.api, 'POST', `shipments/${awb}/cancel`, { key: other, body: { Reason: 'not mine' } })).status).toBe(404);
    const cancelled = await v1(t.api, 'POST', `shipments/${awb}/cancel`, { key: live, body: { Reason: 'Order cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toEqual({ AirWayBillNo: awb, Status: 'CANCELLED', Refunded: 0, Balance: null });
    const twice = await v1(t.api, 'POST', `shipments/${awb}/cancel`, { key: live, body: { Reason: 'Order cancelled' } });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('AWB_ALREADY_CANCELLED');
  });

  it('answers a malformed airway bill number with a 400 naming it', async () => {
    const res = await v1(t.api, 'GET', 'shipments/12AB', { key: live });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'AWB_NUMBER_FORMAT', field: 'awb' });
  });
});

describe('a test key', () => {
  it('creates on the sandbox twin and never sees live shipments, nor live keys sandbox ones', async () => {
    const made = await create(test, typedBody(serviceId));
    expect(made.status).toBe(201);
    const awb = made.json.data.AirWayBillNo;
    const owner = await accountOfAwb(awb);
    expect(owner.account_no).toBe(`${ALNOOR}-TEST`);
    expect(owner.sandbox_of).not.toBeNull();
    expect(made.json.data.AccountNo).toBe(`${ALNOOR}-TEST`);

    const testList = await v1(t.api, 'GET', 'shipments?limit=100', { key: test });
    expect(testList.json.data.map((s: { AccountNo: string }) => s.AccountNo)).toEqual(testList.json.data.map(() => `${ALNOOR}-TEST`));
    const liveList = await v1(t.api, 'GET', 'shipments?limit=100', { key: live });
    expect(liveList.json.data.some((s: { AirWayBillNo: string }) => s.AirWayBillNo === awb)).toBe(false);
    expect((await v1(t.api, 'GET', `shipments/${awb}`, { key: live })).status).toBe(404);
    const liveAwb = liveList.json.data[0].AirWayBillNo;
    expect((await v1(t.api, 'GET', `shipments/${liveAwb}`, { key: test })).status).toBe(404);
    expect((await v1(t.api, 'GET', `tracking/${liveAwb}`, { key: test })).status).toBe(404);
  });
});
