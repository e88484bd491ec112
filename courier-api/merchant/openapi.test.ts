// The yup → JSON Schema 2020-12 converter, one rule at a time, and its output
// checked with a validator: what yup accepts the JSON Schema accepts, and
// what it refuses for a declarative reason the JSON Schema refuses too.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import * as yup from 'yup';
import { str } from '@/lib/schemas/common';
import { toJsonSchema, type SchemaComponents } from './openapi';

const convert = (schema: yup.AnySchema, components: SchemaComponents = {}) => toJsonSchema(schema, components);
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);

describe('toJsonSchema', () => {
  it('maps the types, required fields and nullability', () => {
    const schema = yup.object({
      name: yup.string().required(),
      count: yup.number().integer().min(1).max(9),
      price: yup.number().moreThan(0).lessThan(100),
      paid: yup.boolean(),
      at: yup.date(),
      note: yup.string().nullable().defined(),
      tags: yup.array().of(yup.string().defined()).min(1).max(3),
      anything: yup.mixed(),
    });
    expect(convert(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        count: { type: 'integer', minimum: 1, maximum: 9 },
        price: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 100 },
        paid: { type: 'boolean' },
        at: { type: 'string', format: 'date-time' },
        note: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
        anything: {},
      },
      required: ['name', 'note'],
    });
  });

  it('carries enums, lengths, patterns, formats, defaults, labels and meta', () => {
    expect(convert(yup.string().oneOf(['a', 'b']).nullable())).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(convert(yup.string().notOneOf(['x']))).toEqual({ type: 'string', not: { enum: ['x'] } });
    expect(convert(yup.string().min(2).max(5))).toEqual({ type: 'string', minLength: 2, maxLength: 5 });
    expect(convert(yup.string().length(4))).toEqual({ type: 'string', minLength: 4, maxLength: 4 });
    expect(convert(yup.array().of(yup.number()).length(2))).toEqual({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 });
    expect(convert(yup.string().required().matches(/^\d{11}$/))).toEqual({ type: 'string', pattern: '^\\d{11}$' });
    expect(convert(yup.string().required().email())).toEqual({ type: 'string', format: 'email' });
    expect(convert(yup.string().required().url())).toEqual({ type: 'string', format: 'uri' });
    expect(convert(yup.string().uuid().defined())).toEqual({ type: 'string', format: 'uuid' });
    expect(convert(yup.string().datetime().defined())).toEqual({ type: 'string', format: 'date-time' });
    expect(convert(yup.number().default(20))).toEqual({ type: 'number', default: 20 });
    expect(convert(yup.string().label('Airway bill number'))).toEqual({ type: 'string', description: 'Airway bill number' });
    expect(convert(yup.string().label('x').meta({ description: 'Wins over the label.', example: 'abc' }))).toEqual({
      type: 'string',
      description: 'Wins over the label.',
      examples: ['abc'],
    });
  });

  it('lets an optional field with a default of \'\' be empty, as yup does', () => {
    const optional = convert(str('Sender address').matches(/^[0-9a-f]{4}$/i, { message: 'x', excludeEmptyString: true }).default(''));
    expect(optional).toEqual({ type: 'string', pattern: '(?:^$)|(?:^[0-9a-fA-F]{4}$)', default: '' });
    const email = convert(str('Email').email('x').default(''));
    expect(email).toEqual({ type: 'string', default: '' });
    const check = ajv.compile(optional);
    expect(['', 'ab12', 'AB12'].map((v) => check(v))).toEqual([true, true, true]);
    expect(['abc', 'ab123', 'zz12'].map((v) => check(v))).toEqual([false, false, false]);
  });

  it('spells a case-insensitive pattern without the flag, and drops one it cannot carry', () => {
    expect(convert(yup.string().required().matches(/^ab[c-e]\d\p{L}$/iu))).toEqual({ type: 'string', pattern: '^[aA][bB][c-eC-E]\\d\\p{L}$' });
    expect(convert(yup.string().required().matches(/^a$/m))).toEqual({ type: 'string' });
  });

  it('turns named schemas into components behind $ref, nullable ones in anyOf, and a closed object into additionalProperties: false', () => {
    const components: SchemaComponents = {};
    const party = yup.object({ Name: yup.string().defined() }).meta({ name: 'Party' });
    const schema = yup.object({ Sender: party.defined(), Receiver: party.nullable() }).noUnknown();
    expect(convert(schema, components)).toEqual({
      type: 'object',
      properties: { Sender: { $ref: '#/components/schemas/Party' }, Receiver: { anyOf: [{ $ref: '#/components/schemas/Party' }, { type: 'null' }] } },
      required: ['Sender'],
      additionalProperties: false,
    });
    expect(components).toEqual({ Party: { type: 'object', properties: { Name: { type: 'string' } }, required: ['Name'] } });
  });

  it('accepts what the yup schema accepts and refuses what it refuses for a declarative reason', async () => {
    const schema = yup.object({
      AirWayBillNo: yup.string().required().matches(/^\d{11}$/),
      Pieces: yup.array().of(yup.object({ Weight: yup.number().required().moreThan(0).max(1000) })).required().min(1),
      Status: yup.string().oneOf(['CREATED', 'DELIVERED']).required(),
      Note: yup.string().max(5).nullable(),
    });
    const check = ajv.compile(convert(schema));
    const samples = [
      { AirWayBillNo: '93790673933', Pieces: [{ Weight: 2 }], Status: 'CREATED', Note: null },
      { AirWayBillNo: '9379067393', Pieces: [{ Weight: 2 }], Status: 'CREATED' },
      { AirWayBillNo: '93790673933', Pieces: [], Status: 'CREATED' },
      { AirWayBillNo: '93790673933', Pieces: [{ Weight: 0 }], Status: 'CREATED' },
      { AirWayBillNo: '93790673933', Pieces: [{ Weight: 1 }], Status: 'LOST' },
      { AirWayBillNo: '93790673933', Pieces: [{ Weight: 1 }], Status: 'DELIVERED', Note: 'too long' },
      { Pieces: [{ Weight: 1 }], Status: 'DELIVERED' },
    ];
    for (const sample of samples) {
      const byYup = await schema.isValid(sample, { strict: true });
      expect({ sample, json: check(sample) }).toEqual({ sample, json: byYup });
    }
  });
});
