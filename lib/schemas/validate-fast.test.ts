// validateFast against yup itself, on every schema in lib/schemas: when it
// answers, yup's validate accepts the same input with the same value; and it
// answers whenever yup accepts (it is only slow where it says so). Inputs are
// made at random (seeded) from each schema's shape, then mended field by field
// where yup names an error, so most schemas are seen both valid and invalid.
import fs from 'node:fs';
import path from 'node:path';
import * as yup from 'yup';
import { typedBody } from '@/courier-api/routes/shipments-fixtures';
import { rateFinderSchema } from './rates';
import { createAirwayBillSchema } from './shipment';
import { trackingRequestSchema } from './tracking';
import { SLOW, validateFast } from './validate-fast';

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;

type Verdict = { ok: true; value: unknown } | { ok: false; errors: string[] };

async function byYup(schema: yup.AnySchema, input: unknown): Promise<Verdict> {
  try {
    return { ok: true, value: await schema.validate(structuredClone(input), { ...OPTIONS }) };
  } catch (err) {
    if (err instanceof yup.ValidationError) return { ok: false, errors: err.inner.length ? err.inner.map((e) => e.path ?? '') : [err.path ?? ''] };
    return { ok: false, errors: [] }; // a cast that throws: the API's 400 "wrong type"
  }
}

// A small seeded generator, so a failure can be replayed.
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = () => number;
const pick = <T,>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

const TEXTS = ['', ' ', 'a', 'Abc', 'DXB', 'AUH', 'AE', 'ae', 'SA', 'Dubai', 'Al Quoz 4, Street 12', 'Sara Khan', 'sara@example.com', 'not an email',
  '+971501234567', '0501234567', '+9715', '2026-11-30', '2026-02-30', '2026-11-30T10:00:00Z', '10:00', '38037678394', 'SQ123', '3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b',
  'not-a-uuid', 'live', 'test', 'all', 'active', 'pdf', 'csv', 'en', 'ar', 'deliver', 'collect', 'cash', 'Demo@2026', 'https://shop.example.com/hook', 'x'.repeat(600),
  '2.5', '-1', '10', '0', 'true', 'false', 'A4', '100x150', '123456', 'INV-2026-000123'];
const NUMBERS = [0, 1, 2, 2.5, 3, 10, 50, 70, 100, 1000, 0.001, 0.0005, 1.239, -1, -0.5, 1e9, 5.609, 552, 0.01];
const OTHERS = [null, undefined, true, false, {}, [], 'abc', '2.5', '', 7];

/** A value for `schema` at random: mostly of its type, sometimes anything. */
function sample(schema: unknown, r: Rand, parent: unknown, depth: number): unknown {
  if (r() < 0.08 || depth > 6) return pick(r, OTHERS);
  const s = (schema as yup.AnySchema).resolve({ value: undefined, parent, context: undefined });
  const d = s.describe() as { oneOf?: unknown[] };
  if (d.oneOf?.length && r() < 0.6) return pick(r, d.oneOf);
  switch (s.type) {
    case 'object': {
      const fields = (s as yup.AnyObjectSchema).fields;
      const out: Record<string, unknown> = {};
      for (const [k, f] of Object.entries(fields)) if (r() < 0.9) out[k] = sample(f, r, out, depth + 1);
      if (r() < 0.1) out.Unknown = 'dropped';
      return out;
    }
    case 'array': {
      const inner = (s as unknown as { innerType?: yup.AnySchema }).innerType;
      // A list of its own kind (tracking's) gets texts and objects of one text.
      const item = () => (inner ? sample(inner, r, undefined, depth + 1) : r() < 0.5 ? pick(r, TEXTS) : { AirWayBillNo: pick(r, TEXTS) });
      return Array.from({ length: Math.floor(r() * 4) }, item);
    }
    case 'number':
      return r() < 0.8 ? pick(r, NUMBERS) : String(pick(r, NUMBERS));
    case 'boolean':
      return pick(r, [true, false, 'true', 'false', 1, 0]);
    default:
      return r() < 0.85 ? pick(r, TEXTS) : pick(r, NUMBERS);
  }
}

/** yup's error path (`Pieces[0].Weight`, `a["b.c"]`) as keys. */
function keysOf(p: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const m of p.matchAll(/\["([^"]*)"\]|\[(\d+)\]|([^.[\]]+)/g)) keys.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : m[3]!));
  return keys;
}

/** A new random value at `p` (the schema's own field there), when the path leads somewhere. */
function mend(schema: yup.AnySchema, input: unknown, p: string, r: Rand): unknown {
  const keys = keysOf(p);
  if (!keys.length || typeof input !== 'object' || input === null) return sample(schema, r, undefined, 0);
  const copy = structuredClone(input) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const k of keys.slice(0, -1)) {
    if (!at || typeof at[k] !== 'object' || at[k] === null) return copy;
    at = at[k] as Record<string | number, unknown>;
  }
  try {
    const field = yup.reach(schema, p, copy, copy) as yup.AnySchema;
    at[keys[keys.length - 1]!] = sample(field, r, at, 1);
  } catch {
    at[keys[keys.length - 1]!] = pick(r, TEXTS);
  }
  return copy;
}

async function loadSchemas(): Promise<[string, yup.AnySchema][]> {
  const dir = __dirname;
  const found: [string, yup.AnySchema][] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'validate-fast.ts') continue;
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) if (yup.isSchema(value)) found.push([`${file.replace(/\.ts$/, '')}.${name}`, value as yup.AnySchema]);
  }
  return found;
}

describe('validateFast', () => {
  it('agrees with yup on every schema of lib/schemas, valid input and invalid', async () => {
    const schemas = await loadSchemas();
    expect(schemas.length).toBeGreaterThan(40);
    let taken = 0;
    let refused = 0;
    const seenValid = new Set<string>();
    for (const [name, schema] of schemas) {
      const r = rng(name.length * 7919 + name.charCodeAt(0));
      for (let i = 0; i < 30; i++) {
        let input = sample(schema, r, undefined, 0);
        for (let step = 0; step < 16; step++) {
          const fast = validateFast(schema, input, OPTIONS);
          const slow = await byYup(schema, input);
          const where = `${name} ${JSON.stringify(input)?.slice(0, 400)}`;
          if (fast !== SLOW) {
            expect({ where, verdict: slow }).toEqual({ where, verdict: { ok: true, value: fast } });
            taken++;
          } else {
            // Only slow when yup refuses: no valid input is left to yup alone.
            expect({ where, ok: slow.ok }).toEqual({ where, ok: false });
            refused++;
          }
          if (slow.ok) {
            seenValid.add(name);
            break;
          }
          input = slow.errors.reduce((acc, p) => mend(schema, acc, p, r), input);
        }
      }
    }
    // Both sides were really exercised: valid input for most schemas, and plenty refused.
    expect(seenValid.size).toBeGreaterThan(schemas.length * 0.7);
    expect(taken).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(1000);
  });

  it('answers RateFinder, CreateAirwayBill and tracking bodies with what yup gives, and leaves their errors to yup', async () => {
    const quote = {
      OriginCity: 'dxb',
      DestinationCity: 'AUH',
      Pieces: [{ Weight: '2.5', Length: 10, Width: '20', Height: 30, Note: 'dropped' }, { Weight: 1 }],
      CodAmount: '',
      Extra: true,
    };
    const fast = validateFast(rateFinderSchema, quote, OPTIONS);
    expect(fast).toEqual({
      OriginCity: 'DXB',
      DestinationCountry: 'AE',
      DestinationCity: 'AUH',
      Pieces: [{ Weight: 2.5, Length: 10, Width: 20, Height: 30 }, { Weight: 1, Length: null, Width: null, Height: null }],
      CodAmount: 0,
    });
    expect(fast).toEqual(await rateFinderSchema.validate(quote, { ...OPTIONS }));

    // Each broken in one rule of its own: the field's, the piece's, the list's, the object's.
    for (const bad of [
      { ...quote, Pieces: [{ Weight: 2.5001 }] },
      { ...quote, Pieces: [{ Weight: 1, Length: 10 }] },
      { ...quote, Pieces: [] },
      { ...quote, OriginCity: '' },
      { ...quote, CodAmount: -1 },
      { ...quote, Pieces: [{ Weight: 'heavy' }] },
    ]) {
      expect(validateFast(rateFinderSchema, bad, OPTIONS)).toBe(SLOW);
      await expect(rateFinderSchema.validate(bad, { ...OPTIONS })).rejects.toThrow();
    }

    const awb = typedBody(() => '3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b', { Extra: 1 });
    const bill = validateFast(createAirwayBillSchema, awb, OPTIONS);
    expect(bill).not.toBe(SLOW);
    expect(bill).toEqual(await createAirwayBillSchema.validate(structuredClone(awb), { ...OPTIONS }));
    expect(validateFast(createAirwayBillSchema, { ...awb, Sender: { ...awb.Sender, Phone: '12' } }, OPTIONS)).toBe(SLOW);

    const tracking = { TrackingAWB: [{ AirWayBillNo: ' 38037678394 ' }, { AirWayBillNo: 4500012 }] };
    expect(validateFast(trackingRequestSchema, tracking, OPTIONS)).toEqual({ TrackingAWB: [{ AirWayBillNo: '38037678394' }, { AirWayBillNo: '4500012' }] });
    expect(validateFast(trackingRequestSchema, { TrackingAWB: [{ AirWayBillNo: '' }] }, OPTIONS)).toBe(SLOW);
  });

  it('gives a test the `this` yup gives it: its parent, its path and references resolved', () => {
    const seen: unknown[] = [];
    const schema = yup.object({
      min: yup.number().required(),
      list: yup.array().of(
        yup.object({
          n: yup
            .number()
            .min(yup.ref('$floor'))
            .test('sees', 'x', function (v) {
              seen.push([this.path, this.parent, this.originalValue, v]);
              return true;
            }),
        }),
      ),
      confirm: yup.string().oneOf([yup.ref('word')]),
      word: yup.string(),
    });
    const value = validateFast(schema, { min: '1', list: [{ n: '5' }], word: 'a', confirm: 'a' }, { ...OPTIONS, context: { floor: 2 } });
    expect(seen).toEqual([['list[0].n', { n: 5 }, '5', 5]]);
    expect(value).toEqual({ min: 1, list: [{ n: 5 }], word: 'a', confirm: 'a' });
    // Below the context's floor; not the word.
    expect(validateFast(schema, { min: 1, list: [{ n: 1 }] }, { ...OPTIONS, context: { floor: 2 } })).toBe(SLOW);
    expect(validateFast(schema, { min: 1, word: 'a', confirm: 'b' }, OPTIONS)).toBe(SLOW);
  });

  it('leaves to yup what it does not follow: strict schemas and asynchronous tests', async () => {
    const strict = yup.object({ a: yup.string() }).strict();
    expect(validateFast(strict, { a: 'x' }, OPTIONS)).toBe(SLOW);
    const later = yup.object({ a: yup.string().test('later', 'x', async () => true) });
    expect(validateFast(later, { a: 'x' }, OPTIONS)).toBe(SLOW);
    await expect(later.validate({ a: 'x' }, { ...OPTIONS })).resolves.toEqual({ a: 'x' });
  });
});
