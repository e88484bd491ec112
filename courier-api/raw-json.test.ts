// RawJson: JSON text spliced into an answer as it is, and a parsed value anywhere else.
import { answerBody, RawJson, stringifyAnswer } from './raw-json';

describe('stringifyAnswer', () => {
  it('splices each RawJson where its value belongs, giving the same text as the objects would', () => {
    const a = '[{"x":1,"y":"a\\"b"}]';
    const b = '{"k":[true,null,"$& $1 $$"]}';
    const answer = { message: 'Success', data: { list: [{ id: 1, log: new RawJson(a) }, { id: 2, log: new RawJson(b) }, { id: 3, log: new RawJson(a) }] } };
    const plain = { message: 'Success', data: { list: [{ id: 1, log: JSON.parse(a) }, { id: 2, log: JSON.parse(b) }, { id: 3, log: JSON.parse(a) }] } };
    expect(stringifyAnswer(answer)).toBe(JSON.stringify(plain));
  });

  it('leaves text that only looks like a spliced part alone', () => {
    const data = { a: '\u00000:0\u0000', b: new RawJson('[1]'), c: '"\\u0000' };
    expect(JSON.parse(stringifyAnswer(data))).toEqual({ a: '\u00000:0\u0000', b: [1], c: '"\\u0000' });
  });

  it('is JSON.stringify for answers without RawJson', () => {
    const data = { message: 'Success', data: { n: 1, s: 'x', list: [null, false] } };
    expect(stringifyAnswer(data)).toBe(JSON.stringify(data));
  });
});

describe('answerBody', () => {
  const decode = (body: string | Uint8Array) => (typeof body === 'string' ? body : new TextDecoder('utf-8', { fatal: true }).decode(body));

  it('gives the spliced answer as its UTF-8 bytes, piece by piece, whatever the characters', () => {
    const logs = ['[{"Location":"Zürich","Remarks":"تم التسليم"}]', '[{"Remarks":"emoji 📦 and \\u0000"}]', '[]', '[{"a":"plain ascii"}]'];
    const data = { message: 'Success', data: { list: logs.map((l, i) => ({ id: i, city: i % 2 ? 'دبي' : 'Dubai', log: new RawJson(l) })) } };
    const body = answerBody(data);
    expect(body).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(body as Uint8Array).equals(Buffer.from(stringifyAnswer(data), 'utf8'))).toBe(true);
    expect(JSON.parse(decode(body))).toEqual({ message: 'Success', data: { list: logs.map((l, i) => ({ id: i, city: i % 2 ? 'دبي' : 'Dubai', log: JSON.parse(l) })) } });
  });

  it('is the JSON text itself for an answer without RawJson', () => {
    const data = { message: 'Success', data: { n: 1, s: 'Zürich' } };
    expect(answerBody(data)).toBe(JSON.stringify(data));
  });

  it('falls back as stringifyAnswer does, and leaves RawJson a plain value afterwards', () => {
    const sneaky = { toJSON: () => JSON.stringify({ wrapped: new RawJson('{"a":1}') }) };
    const data = { first: new RawJson('[1]'), sneaky, last: new RawJson('[2]') };
    expect(JSON.parse(decode(answerBody(data)))).toEqual({ first: [1], sneaky: '{"wrapped":{"a":1}}', last: [2] });
    expect(JSON.stringify({ log: new RawJson('[1]') })).toBe('{"log":[1]}');
  });
});

describe('RawJson elsewhere', () => {
  it('serializes as its parsed value under a plain JSON.stringify (a webhook payload, a log line)', () => {
    expect(JSON.stringify({ log: new RawJson('[{"a":1}]') })).toBe('{"log":[{"a":1}]}');
  });

  it('gives its value to code that reads it', () => {
    expect(new RawJson<number[]>('[1,2]').value()).toEqual([1, 2]);
  });

  it('is back to a plain value after an answer that threw while being written', () => {
    const bad = { toJSON: () => { throw new Error('boom'); } };
    expect(() => stringifyAnswer({ log: new RawJson('[1]'), bad })).toThrow('boom');
    expect(JSON.stringify({ log: new RawJson('[1]') })).toBe('{"log":[1]}');
  });
});

describe('stringifyAnswer, when a value writes JSON of its own', () => {
  it('falls back to parsed values rather than splicing into the wrong place', () => {
    const inner = new RawJson('{"a":1}');
    const sneaky = { toJSON: () => JSON.stringify({ wrapped: inner }) };
    const data = { first: new RawJson('[1]'), sneaky, last: new RawJson('[2]') };
    expect(JSON.parse(stringifyAnswer(data))).toEqual({ first: [1], sneaky: '{"wrapped":{"a":1}}', last: [2] });
  });
});
