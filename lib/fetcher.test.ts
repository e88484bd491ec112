// CourierError carries the server's message unchanged, plus its code and the codes of field errors.
import { courier, CourierError, NETWORK_ERROR } from './fetcher';

const answer = (status: number, body: unknown) =>
  jest.spyOn(global, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => jest.restoreAllMocks());

describe('courier()', () => {
  it('reads message, errors, code and errorCodes from a failed answer', async () => {
    answer(400, {
      message: 'Full Name is required.',
      code: 'FIELD_REQUIRED',
      errors: { full_name: 'Full Name is required.' },
      errorCodes: { full_name: 'FIELD_REQUIRED' },
    });
    const err = await courier('auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CourierError);
    expect(err).toMatchObject({
      message: 'Full Name is required.',
      status: 400,
      code: 'FIELD_REQUIRED',
      errors: { full_name: 'Full Name is required.' },
      errorCodes: { full_name: 'FIELD_REQUIRED' },
    });
  });

  it('keeps the English behaviour for answers without codes', async () => {
    answer(404, { message: 'Not found.' });
    await expect(courier('x')).rejects.toMatchObject({ message: 'Not found.', status: 404, code: undefined, errorCodes: undefined });
    answer(500, {});
    await expect(courier('x')).rejects.toMatchObject({ message: 'An error occurred.', code: undefined });
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(courier('x')).rejects.toMatchObject({ message: NETWORK_ERROR, status: 0 });
  });

  it('ignores codes of the wrong shape', async () => {
    answer(400, { message: 'Bad.', code: 7, errorCodes: ['x'] });
    await expect(courier('x')).rejects.toMatchObject({ message: 'Bad.', code: undefined, errorCodes: undefined });
  });
});
