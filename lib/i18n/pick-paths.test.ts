import { mergeMessages, pickPaths } from './pick-paths';

describe('pickPaths', () => {
  const messages = { a: { b: { c: 'x', d: 'y' }, e: 'z' }, f: { g: 'w' } };

  it('copies a namespace or a part of one to the same place', () => {
    expect(pickPaths(messages, ['a.b.c', 'f'])).toEqual({ a: { b: { c: 'x' } }, f: { g: 'w' } });
  });

  it('takes a whole namespace once, whichever order its parts are named in, and never writes into the catalogue', () => {
    const before = JSON.stringify(messages);
    expect(pickPaths(messages, ['a.b', 'a', 'a.e'])).toEqual({ a: messages.a });
    expect(pickPaths(messages, ['a.b', 'a.e'])).toEqual({ a: { b: messages.a.b, e: 'z' } });
    expect(JSON.stringify(messages)).toBe(before);
  });

  it('names the path it cannot find', () => {
    expect(() => pickPaths(messages, ['a.nope'])).toThrow('No messages at a.nope');
  });
});

describe('mergeMessages', () => {
  it("adds the inner provider's namespaces and parts to the outer ones, changing neither", () => {
    const outer = { ui: { ok: 'OK', table: { empty: 'None' } }, portal: { home: 'Home' } };
    const inner = { ui: { table: { more: 'More' } }, rates: { transit: { days: 'days' } } };
    const copies = JSON.stringify([outer, inner]);
    expect(mergeMessages(outer, inner)).toEqual({
      ui: { ok: 'OK', table: { empty: 'None', more: 'More' } },
      portal: { home: 'Home' },
      rates: { transit: { days: 'days' } },
    });
    expect(JSON.stringify([outer, inner])).toBe(copies);
  });

  it("lets the inner provider's message win where both hold one", () => {
    expect(mergeMessages({ a: { b: 'outer' } }, { a: { b: 'inner' } })).toEqual({ a: { b: 'inner' } });
  });
});
