// Which failures are "the database is away" (503, try again) and which are
// faults of the call (500, logged with their stack).
import { databaseUnreachable } from './unreachable';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: a@b.com'), { cause });

describe('databaseUnreachable', () => {
  it('names the driver reason of a server that is down, stopping or unreachable, through drizzle’s wrapping', () => {
    expect(databaseUnreachable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe('ECONNREFUSED');
    expect(databaseUnreachable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe('57P01');
    expect(databaseUnreachable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('57P03');
    expect(databaseUnreachable(Object.assign(new Error('x'), { code: '08006' }))).toBe('08006');
    expect(databaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe('Connection terminated');
    expect(databaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe('timeout exceeded when trying to connect');
    const refusedEverywhere = Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })], ''), {});
    expect(databaseUnreachable(wrapped(refusedEverywhere))).toBe('ECONNREFUSED');
  });

  it('leaves a query’s own failures to be faults', () => {
    expect(databaseUnreachable(wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBeUndefined();
    expect(databaseUnreachable(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })))).toBeUndefined();
    expect(databaseUnreachable(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnreachable('ECONNREFUSED')).toBeUndefined();
    expect(databaseUnreachable(null)).toBeUndefined();
  });
});
