// The shared list query (issue 11): its pieces, and every list schema built
// on it keeping its own field names, page size, sort keys and range message.
import { ValidationError, type AnySchema } from 'yup';
import { addressListQuery, ADDRESS_SORTS } from './address';
import { batchListQuery } from './batch';
import { wholeNumber } from './common';
import { ACCOUNT_SORTS, accountListQuery, outboxQuery, requestListQuery } from './customers';
import { INVOICE_SORTS, invoiceListSchema } from './invoices';
import { dateFilter, FROM_ON_OR_BEFORE_TO, listQuery, parseSort, sortMessage } from './list-query';
import { notificationOutboxQuery } from './notification-outbox';
import { pickupQueueQuery } from './operations';
import { paymentListSchema } from './payments';
import { bookingHistorySchema, PICKUP_SORTS } from './pickup';
import { accountStatusSchema, TOPUP_SORTS, topupHistorySchema, topupListQuery } from './prepaid';
import { SERVICE_TYPE_SORTS, serviceTypeListQuery } from './service-types';
import { SHIPMENT_SORTS, shipmentFiltersSchema } from './shipment';
import { transactionHistorySchema } from './transactions';
import { USER_SORTS, userListQuery } from './users';

/** Validates as the API does (every error, unknown keys dropped). */
async function check(schema: AnySchema, value: unknown): Promise<{ value?: any; errors?: Record<string, string> }> {
  try {
    return { value: await schema.validate(value, { abortEarly: false, stripUnknown: true }) };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: Record<string, string> = {};
    for (const e of err.inner) errors[e.path ?? '_'] ??= e.message;
    return { errors };
  }
}

describe('listQuery', () => {
  const q = listQuery({ pageSize: 20, search: true, sorts: ['CreatedAt', 'AirWayBillNo'], range: FROM_ON_OR_BEFORE_TO });

  it('fills the defaults and leaves sort out when none is given', async () => {
    expect((await check(q, {})).value).toEqual({ search: '', From: '', To: '', page: 1, limit: 20 });
    expect((await check(q, { sort: '' })).value).toEqual({ search: '', From: '', To: '', page: 1, limit: 20, sort: undefined });
    expect((await check(q, { page: '3', limit: ' 50 ', search: '  AE1 ' })).value).toMatchObject({ page: 3, limit: 50, search: 'AE1' });
  });

  it('has only the parts asked for', async () => {
    expect((await check(listQuery({ pageSize: 5 }), { search: 'x', sort: 'CreatedAt:asc', From: '2026-01-01' })).value).toEqual({ page: 1, limit: 5 });
  });

  it.each([
    [{ page: 0 }, 'page', 'Page must be at least 1.'],
    [{ page: 100_001 }, 'page', 'Page must be at most 100000.'],
    [{ page: '1.5' }, 'page', 'Page must be a whole number.'],
    [{ limit: 101 }, 'limit', 'Limit must be at most 100.'],
    [{ limit: 'ten' }, 'limit', 'Limit must be a whole number.'],
    [{ search: 'x'.repeat(101) }, 'search', 'Search must be at most 100 characters.'],
    [{ search: '<b>' }, 'search', 'Search must not contain < or >.'],
    [{ From: '2026-02-30' }, 'From', 'From must be a date like 2026-03-01.'],
    [{ From: '2026-03-02', To: '2026-03-01' }, 'From', 'From must be on or before To.'],
  ])('%j → %s: %s', async (input, path, message) => {
    expect((await check(q, input)).errors).toEqual({ [path]: message });
  });

  it('takes a range of one day and checks the order only between real days', async () => {
    expect((await check(q, { From: '2026-03-01', To: '2026-03-01' })).errors).toBeUndefined();
    expect((await check(q, { From: 'soon', To: '2026-03-01' })).errors).toEqual({ From: 'From must be a date like 2026-03-01.' });
  });

  it('names the search in its messages with the label given', async () => {
    expect((await check(listQuery({ pageSize: 10, search: 'Find' }), { search: 'a>b' })).errors).toEqual({ search: 'Find must not contain < or >.' });
  });

  it('keeps its fields and range when a list adds its filters', async () => {
    const withPieces = q.shape({ Pieces: wholeNumber('Pieces', 1, 9).default(1) });
    expect((await check(withPieces, {})).value).toMatchObject({ Pieces: 1, page: 1 });
    expect((await check(withPieces, { From: '2026-03-02', To: '2026-03-01', Pieces: 0 })).errors).toEqual({
      From: 'From must be on or before To.',
      Pieces: 'Pieces must be at least 1.',
    });
  });
});

describe('sort', () => {
  const q = listQuery({ pageSize: 10, sorts: ['CreatedAt', 'AirWayBillNo'] });
  const message = 'Sort must be one of CreatedAt, AirWayBillNo (with :asc or :desc).';

  it.each([
    ['CreatedAt:desc', 'CreatedAt:desc'],
    ['AirWayBillNo:asc', 'AirWayBillNo:asc'],
    ['createdat:DESC', 'CreatedAt:desc'],
    ['  airwaybillno:Asc ', 'AirWayBillNo:asc'],
  ])('%j is %s', async (sort, expected) => {
    expect((await check(q, { sort })).value.sort).toBe(expected);
  });

  it.each(['Status:asc', 'CreatedAt', 'CreatedAt:up', ':asc', 'CreatedAt:asc,AirWayBillNo:desc', 'created_at:desc', "CreatedAt:asc'; drop table x;--"])(
    '%j is refused with the keys in the message',
    async (sort) => {
      expect((await check(q, { sort })).errors).toEqual({ sort: message });
    },
  );

  it('refuses what is not text (a number is read as its digits, like every text field)', async () => {
    expect((await check(q, { sort: 5 })).errors).toEqual({ sort: message });
    expect((await check(q, { sort: ['CreatedAt:asc'] })).errors).toEqual({ sort: 'Sort must be text.' });
    expect((await check(q, { sort: { $ne: 1 } })).errors).toEqual({ sort: 'Sort must be text.' });
    expect((await check(q, { sort: null })).value.sort).toBeUndefined();
  });

  it('parses and words it', () => {
    expect(parseSort('Amount:asc', ['CreatedAt', 'Amount'])).toEqual({ key: 'Amount', dir: 'asc' });
    expect(parseSort('amount:DESC', ['CreatedAt', 'Amount'])).toEqual({ key: 'Amount', dir: 'desc' });
    expect(parseSort('Amount', ['Amount'])).toBeNull();
    expect(parseSort('toString:asc', ['Amount'])).toBeNull();
    expect(sortMessage(['PickupDate', 'CreatedAt'])).toBe('Sort must be one of PickupDate, CreatedAt (with :asc or :desc).');
  });
});

describe('dateFilter (the pickup screens’ wording)', () => {
  it.each([
    ['23/11/2026', 'From must be a date like 2026-11-23.'],
    ['2026-02-30', 'From is not a real date.'],
  ])('%s: %s', async (From, message) => {
    expect((await check(listQuery({ pageSize: 10 }).shape({ From: dateFilter('From') }), { From })).errors).toEqual({ From: message });
  });
});

// Every list call's schema: its page size, its sort keys (or none) and its range's wording.
const LISTS: Array<{ name: string; schema: AnySchema; pageSize: number; sorts?: readonly string[]; search: boolean; range?: { path: string; message: string } }> = [
  { name: 'ShipmentHistory', schema: shipmentFiltersSchema, pageSize: 10, sorts: SHIPMENT_SORTS, search: true, range: { path: 'From', message: 'From must be on or before To.' } },
  { name: 'BookingHistory', schema: bookingHistorySchema, pageSize: 10, sorts: PICKUP_SORTS, search: true, range: { path: 'To', message: 'To cannot be before From.' } },
  { name: 'Invoices', schema: invoiceListSchema, pageSize: 10, sorts: INVOICE_SORTS, search: true },
  { name: 'TopupRequests', schema: topupListQuery, pageSize: 10, sorts: TOPUP_SORTS, search: true },
  { name: 'PrepaidPaymentHistory', schema: topupHistorySchema, pageSize: 10, sorts: TOPUP_SORTS, search: false, range: { path: 'From', message: 'From must be on or before To.' } },
  { name: 'PrepaidAccountStatus', schema: accountStatusSchema, pageSize: 20, search: false, range: { path: 'From', message: 'From must be on or before To.' } },
  { name: 'TransactionHistory', schema: transactionHistorySchema, pageSize: 20, search: false, range: { path: 'From', message: 'From must be on or before To.' } },
  { name: 'Payments', schema: paymentListSchema, pageSize: 10, search: true },
  { name: 'users', schema: userListQuery, pageSize: 10, sorts: USER_SORTS, search: true },
  { name: 'ServiceTypes', schema: serviceTypeListQuery, pageSize: 10, sorts: SERVICE_TYPE_SORTS, search: true },
  { name: 'addresses', schema: addressListQuery, pageSize: 10, sorts: ADDRESS_SORTS, search: true },
  { name: 'Accounts', schema: accountListQuery, pageSize: 10, sorts: ACCOUNT_SORTS, search: true },
  { name: 'RegistrationRequests', schema: requestListQuery, pageSize: 10, search: true },
  { name: 'MailOutbox', schema: outboxQuery, pageSize: 10, search: true },
  { name: 'NotificationOutbox', schema: notificationOutboxQuery, pageSize: 10, search: true },
  { name: 'PickupQueue', schema: pickupQueueQuery, pageSize: 10, search: true },
  { name: 'GetAllBatchNumber', schema: batchListQuery, pageSize: 10, search: true },
];

describe.each(LISTS)('$name', ({ schema, pageSize, sorts, search, range }) => {
  it('pages with the shared fields', async () => {
    const { value } = await check(schema, {});
    expect(value).toMatchObject({ page: 1, limit: pageSize });
    expect('search' in value).toBe(search);
    expect((await check(schema, { page: 0, limit: 500 })).errors).toEqual({ page: 'Page must be at least 1.', limit: 'Limit must be at most 100.' });
  });

  it(sorts ? `sorts by ${sorts?.join(', ')}` : 'has no sort (a sort sent is ignored)', async () => {
    if (!sorts) {
      expect((await check(schema, { sort: 'CreatedAt:asc' })).value).not.toHaveProperty('sort');
      return;
    }
    for (const key of sorts) expect((await check(schema, { sort: `${key}:asc` })).value.sort).toBe(`${key}:asc`);
    expect((await check(schema, { sort: 'Nope:asc' })).errors).toEqual({ sort: `Sort must be one of ${sorts.join(', ')} (with :asc or :desc).` });
  });

  if (range) {
    it(`says "${range.message}" on ${range.path}`, async () => {
      expect((await check(schema, { From: '2026-03-02', To: '2026-03-01' })).errors).toEqual({ [range.path]: range.message });
    });
  }
});
