// Every answer that carries a message carries its stable code beside it
// (lib/i18n/api-messages.ts); the English message itself is unchanged.
import { localizeMessageWith, loadArabicApiMessages, messageCode } from '@/lib/i18n/api-messages';
import type { Ctx } from './context';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';
import { useTestApi } from './test-utils';

const { t } = useTestApi({
  extend(r) {
    r.get('codes-test/boom', 'public', (_c: Ctx) => {
      throw new Error('internals');
    });
  },
});

describe('message codes', () => {
  it('gives a 400 validation answer a code, and a code per field error', async () => {
    const res = await t.call('POST', 'auth/register', { body: { username: 'ok.user', email: 'not-an-email' } });
    expect(res.status).toBe(400);
    const { message, code, errors, errorCodes } = res.json;
    expect(message).toBe(errors[Object.keys(errors)[0]!]);
    expect(code).toBe(messageCode(message)!.code);
    expect(errors.email).toBe('Please enter a valid email address.');
    expect(errors.full_name).toBe('Full Name is required.');
    expect(errorCodes).toMatchObject({ email: 'EMAIL_INVALID', full_name: 'FIELD_REQUIRED' });
    expect(Object.keys(errorCodes).sort()).toEqual(Object.keys(errors).sort());
  });

  it('gives a 400 without field errors its code alone', async () => {
    const res = await t.call('POST', 'Tracking', { rawBody: '{oops' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('codes 401, 404 (a missing record and an unknown route) and 500', async () => {
    const signedOut = await t.call('GET', 'auth/profile');
    expect(signedOut.json).toEqual({ message: 'Please sign in to continue.', code: 'SIGN_IN_REQUIRED' });

    const token = await t.login('postpaid');
    const missing = await t.call('GET', 'Shipment?AirWayBillNo=99999999999', { token });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Airway bill 99999999999 was not found.', code: 'AWB_NOT_FOUND' });

    const route = await t.call('GET', 'no/such/route');
    expect(route.status).toBe(404);
    expect(route.json).toEqual({ message: 'This courier API route does not exist.', code: 'ROUTE_NOT_FOUND' });

    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const boom = await t.call('GET', 'codes-test/boom');
    spy.mockRestore();
    expect(boom.status).toBe(500);
    expect(boom.json).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.', code: 'SERVER_FAULT' });
  });

  it('codes a too-large body and a rate limit', async () => {
    const big = await t.call('POST', 'Tracking', { rawBody: JSON.stringify({ TrackingAWB: [{ AirWayBillNo: 'A'.repeat(1024 * 1024) }] }) });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ message: 'The request is too large. The limit is 1 MB.', code: 'REQUEST_TOO_LARGE' });

    let limited: Awaited<ReturnType<typeof t.call>> | undefined;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await t.call('POST', 'auth/signin', { body: { email: 'nobody@codes.test', password: 'wrong-password-1' }, ip: '198.51.100.99' });
      if (res.status === 429) limited = res;
      else expect(res.json.code).toBe('LOGIN_INVALID');
    }
    expect(limited?.json.code).toMatch(/^LOGIN_RATE_LIMITED(_ONE)?$/);
  });

  it('gives a success envelope its code, message and data unchanged', async () => {
    const login = await t.call('POST', 'auth/signin', { body: { email: DEMO_USERS.postpaid.email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.json.message).toBe('Login successful');
    expect(login.json.code).toBe('LOGIN_SUCCESS');
    expect(Object.keys(login.json)).toEqual(['message', 'code', 'data']);

    const tracked = await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: '00000000000' }] } });
    expect(tracked.status).toBe(200);
    expect(tracked.json).toMatchObject({ message: 'Success', code: 'SUCCESS' });
  });

  it('lets a client show the answer in Arabic from the code and the English', async () => {
    const res = await t.call('POST', 'auth/register', { body: {} });
    const ar = await loadArabicApiMessages();
    expect(localizeMessageWith(ar, res.json.errors.full_name, res.json.errorCodes.full_name)).toBe('حقل «الاسم الكامل» مطلوب.');
  });
});
