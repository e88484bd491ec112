// yup schemas → JSON Schema 2020-12 (the dialect of OpenAPI 3.1), from
// yup's own `describe()`: the same schemas that validate the requests and
// the answers' schemas in lib/schemas/merchant.ts, so the document cannot
// drift from the code. What yup checks in code (custom tests such as "no
// markup") has no JSON Schema form and is left out; everything declarative
// is carried: types, required, nullable, oneOf, lengths and bounds, patterns,
// formats, defaults, labels and meta descriptions/examples. A schema with
// `meta({ name })` becomes a component, referenced by `$ref`.
import type { AnySchema, SchemaDescription } from 'yup';

export type JsonSchema = Record<string, unknown>;

/** Named schemas collected while converting (the document's components.schemas). */
export type SchemaComponents = Record<string, JsonSchema>;

type Described = SchemaDescription & {
  type: string;
  meta?: { name?: string; description?: string; example?: unknown };
  default?: unknown;
  fields?: Record<string, Described>;
  innerType?: Described;
  label?: string;
};

interface Test {
  name?: string;
  params?: Record<string, unknown>;
}

const isLetter = (ch: string) => /^[A-Za-z]$/.test(ch);
const otherCase = (ch: string) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase());

/**
 * A case-insensitive pattern spelled without the `i` flag, which JSON Schema
 * has no place for: letters outside a class become `[aA]`, letters and letter
 * ranges inside one gain their other case. Null for what this cannot follow.
 */
function withoutIgnoreCase(source: string): string | null {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      // An escape, with the braces of \p{…} or \u{…}, is copied as it is.
      let end = i + 2;
      if ('pPu'.includes(source[i + 1] ?? '') && source[end] === '{') end = source.indexOf('}', end) + 1;
      if (end <= i) return null;
      out += source.slice(i, end);
      i = end - 1;
    } else if (ch === '[' && !inClass) {
      inClass = true;
      out += ch;
    } else if (ch === ']' && inClass) {
      inClass = false;
      out += ch;
    } else if (ch === '(' && source[i + 1] === '?' && source[i + 2] === '<') {
      return null; // named groups and lookbehinds: not worth following
    } else if (!isLetter(ch)) {
      out += ch;
    } else if (!inClass) {
      out += `[${ch}${otherCase(ch)}]`;
    } else if (source[i + 1] === '-' && isLetter(source[i + 2] ?? '')) {
      const to = source[i + 2]!;
      out += `${ch}-${to}${otherCase(ch)}-${otherCase(to)}`;
      i += 2;
    } else {
      out += ch + otherCase(ch);
    }
  }
  return out;
}

/** A JavaScript pattern that a JSON Schema validator (ECMA-262 with the `u` flag) reads the same way. */
function portablePattern(re: RegExp): string | null {
  const flags = re.flags.replace(/[gu]/g, '');
  const source = flags === '' ? re.source : flags === 'i' ? withoutIgnoreCase(re.source) : null;
  if (source === null) return null;
  try {
    new RegExp(source, 'u');
    return source;
  } catch {
    return null;
  }
}

/**
 * yup's `matches(…, { excludeEmptyString })`, `email()`, `url()` and `uuid()`
 * let '' through, and describe() does not say so. The schemas here mark such
 * optional fields with a default of '': they may be empty.
 */
const mayBeEmpty = (d: Described) => d.optional !== false && d.default === '';

function stringRules(d: Described, out: JsonSchema): void {
  const emptyOk = mayBeEmpty(d);
  for (const t of d.tests as Test[]) {
    const p = t.params ?? {};
    if (t.name === 'min' && typeof p.min === 'number') out.minLength = p.min;
    else if (t.name === 'max' && typeof p.max === 'number') out.maxLength = p.max;
    else if (t.name === 'length' && typeof p.length === 'number') out.minLength = out.maxLength = p.length;
    else if (t.name === 'matches' && p.regex instanceof RegExp) {
      const pattern = portablePattern(p.regex);
      // describe() lists one test of each name: a schema with two matches() shows the first only.
      if (pattern) out.pattern = emptyOk ? `(?:^$)|(?:${pattern})` : pattern;
    } else if (t.name === 'email' || t.name === 'url' || t.name === 'uuid' || t.name === 'datetime') {
      // A JSON Schema format would refuse '', so a field that may be empty keeps no format.
      if (!emptyOk) out.format = { email: 'email', url: 'uri', uuid: 'uuid', datetime: 'date-time' }[t.name];
    }
  }
}

function numberRules(d: Described, out: JsonSchema): void {
  for (const t of d.tests as Test[]) {
    const p = t.params ?? {};
    if (t.name === 'integer') out.type = 'integer';
    else if (t.name === 'min' && typeof p.min === 'number') out.minimum = p.min;
    else if (t.name === 'min' && typeof p.more === 'number') out.exclusiveMinimum = p.more;
    else if (t.name === 'max' && typeof p.max === 'number') out.maximum = p.max;
    else if (t.name === 'max' && typeof p.less === 'number') out.exclusiveMaximum = p.less;
  }
}

function arrayRules(d: Described, out: JsonSchema): void {
  for (const t of d.tests as Test[]) {
    const p = t.params ?? {};
    if (t.name === 'min' && typeof p.min === 'number') out.minItems = p.min;
    else if (t.name === 'max' && typeof p.max === 'number') out.maxItems = p.max;
    else if (t.name === 'length' && typeof p.length === 'number') out.minItems = out.maxItems = p.length;
  }
}

const isPlainJson = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function convert(d: Described, components: SchemaComponents): JsonSchema {
  const name = d.meta?.name;
  if (name) {
    if (!components[name]) {
      components[name] = {}; // claimed first: a schema that contains itself ends in a $ref
      components[name] = convertBody({ ...d, nullable: false }, components);
    }
    const ref = { $ref: `#/components/schemas/${name}` };
    return d.nullable ? { anyOf: [ref, { type: 'null' }] } : ref;
  }
  return convertBody(d, components);
}

function convertBody(d: Described, components: SchemaComponents): JsonSchema {
  const out: JsonSchema = {};
  switch (d.type) {
    case 'string':
      out.type = 'string';
      stringRules(d, out);
      break;
    case 'number':
      out.type = 'number';
      numberRules(d, out);
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    case 'array':
      out.type = 'array';
      if (d.innerType) out.items = convert(d.innerType, components);
      arrayRules(d, out);
      break;
    case 'object': {
      out.type = 'object';
      const fields = d.fields ?? {};
      out.properties = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, convert(f, components)]));
      const required = Object.entries(fields)
        .filter(([, f]) => f.optional === false)
        .map(([k]) => k);
      if (required.length) out.required = required;
      if ((d.tests as Test[]).some((t) => t.name === 'noUnknown')) out.additionalProperties = false;
      break;
    }
    default:
      break; // mixed, lazy: any value
  }
  const values = (d.oneOf as unknown[]).filter((v) => v !== undefined);
  if (values.length) out.enum = d.nullable && !values.includes(null) ? [...values, null] : values;
  const notValues = (d.notOneOf as unknown[]).filter((v) => v !== undefined);
  if (notValues.length) out.not = { enum: notValues };
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if ('default' in d && isPlainJson(d.default)) out.default = d.default;
  const description = d.meta?.description ?? d.label;
  if (description) out.description = description;
  if (d.meta?.example !== undefined) out.examples = [d.meta.example];
  return out;
}

/** The JSON Schema of a yup schema; named parts go into `components`. */
export function toJsonSchema(schema: AnySchema, components: SchemaComponents): JsonSchema {
  return convert(schema.describe() as Described, components);
}

/** The fields of a yup object schema, each converted (for query, path and header parameters). */
export function objectFields(schema: AnySchema, components: SchemaComponents): { name: string; required: boolean; schema: JsonSchema }[] {
  const d = schema.describe() as Described;
  return Object.entries(d.fields ?? {}).map(([name, f]) => ({ name, required: f.optional === false, schema: convert(f, components) }));
}
