import { messagesAt, pickPaths } from './pick-paths';

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

  it('reads one message, a part or a namespace where it is, and names a path with nothing there', () => {
    expect(messagesAt(messages, 'a.b.c')).toBe('x');
    expect(messagesAt(messages, 'a.b')).toBe(messages.a.b);
    expect(() => messagesAt(messages, 'a.b.c.d')).toThrow('No messages at a.b.c.d');
  });
});
