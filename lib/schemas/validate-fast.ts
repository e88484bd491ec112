// A shorter way through yup for input it accepts (issue 12). yup runs each test
// of each field through general machinery: a context, an error factory and
// callbacks per test, options copied per field, and promises around it all.
// For RateFinder's body (three pieces) that was 40–60 µs, the largest part of
// a quote's own cost (bench/README.md, "session 33"); this takes 16.
//
// This runs the same schema, nothing restated: yup's own cast (transforms,
// defaults, stripUnknown), then at every node yup's resolve (`when`, lazy),
// its internal tests (type, null, presence, oneOf/notOneOf) and its tests
// (.min, .max, .matches, .test …), each test's own function with the `this`
// yup gives it, over the nested fields and items as yup walks them. It only
// ever says "valid". The moment a test fails, throws or returns a promise, or
// the schema has what this does not follow (strict, tuples, unknown kinds), it
// answers SLOW and the caller runs yup's validate, whose answer (the errors a
// person reads) is then the one given. A differential test holds the two to
// the same verdicts and values (validate-fast.test.ts).
//
// What a test sees as `this`: path, parent, type, from, schema, originalValue,
// createError, resolve, and `options` (the caller's: context, abortEarly,
// stripUnknown; not yup's per-field copies, which no schema here reads). A
// refused input's tests run twice (here, then in yup), so a test must not act
// on anything; none here does.
import { ValidationError, type AnySchema, type InferType } from 'yup';

/** The answer "ask yup": it failed a test here, or has something this does not follow. */
export const SLOW: unique symbol = Symbol('validate with yup');

/** What createError gives a test here: any result but a truthy non-error is a failure. */
const FAILED = Symbol('failed');
const isValidationError = ValidationError.isError;

interface TestOptions {
  name?: string;
  test: (this: unknown, value: unknown, ctx: unknown) => unknown;
  skipAbsent?: boolean;
}
type TestFn = { OPTIONS?: TestOptions };
interface Ref {
  __isYupRef: true;
  getValue(value: unknown, parent: unknown, context: unknown): unknown;
}
/** The parts of a yup schema object this reads (yup 1.x). */
interface Node {
  type: string;
  spec: { strict?: boolean; recursive?: boolean };
  tests: TestFn[];
  internalTests: Record<string, TestFn | undefined>;
  fields?: Record<string, Node | Ref>;
  _nodes?: string[];
  innerType?: Node;
  conditions?: unknown[];
  resolve(options: { value: unknown; parent: unknown; context: unknown }): Node;
  cast(value: unknown, options: object): unknown;
}
type From = { schema: Node; value: unknown }[];
interface Options {
  abortEarly?: boolean;
  stripUnknown?: boolean;
  context?: object;
}

const KINDS = new Set(['object', 'array', 'string', 'number', 'boolean', 'date', 'mixed']);
// A schema object never changes (yup clones on every change): its tests in order, once.
const testsOf = new WeakMap<Node, TestFn[]>();

function orderedTests(node: Node): TestFn[] {
  let list = testsOf.get(node);
  if (!list) {
    list = [];
    for (const t of Object.values(node.internalTests)) if (t) list.push(t);
    list.push(...node.tests);
    testsOf.set(node, list);
  }
  return list;
}

const isRef = (v: unknown): v is Ref => Boolean(v && (v as Ref).__isYupRef);
// yup's own test of what it walks into (its isObject).
const isPlainObject = (v: unknown) => Object.prototype.toString.call(v) === '[object Object]';

/** `this` of a test, as yup's createValidation builds it. */
class TestContext {
  /** A test's parameter, a reference resolved against this value's parent; bound, as oneOf passes it on. */
  readonly resolve: (item: unknown) => unknown;

  constructor(
    /** The running test's name, set before each. */
    public type: string,
    readonly path: string | undefined,
    readonly parent: unknown,
    readonly from: From,
    readonly options: Options,
    readonly originalValue: unknown,
    readonly schema: Node,
    value: unknown,
  ) {
    this.resolve = (item) => (isRef(item) ? item.getValue(value, parent, options.context) : item);
  }

  createError() {
    return FAILED;
  }
}

/** The path yup gives a nested value (asNestedTest). */
function childPath(parentPath: string | undefined, key: string | number): string {
  return typeof key === 'number' || key.includes('.') ? `${parentPath || ''}[${typeof key === 'number' ? key : `"${key}"`}]` : (parentPath ? `${parentPath}.` : '') + key;
}

/** True when every test of `schema` and of everything under it passes for `value` (already cast). */
function passes(schema: Node | Ref, value: unknown, parent: unknown, path: string | undefined, originalValue: unknown, options: Options, from: From): boolean {
  if (isRef(schema) || typeof schema.resolve !== 'function') return false;
  // yup's resolve (conditions, lazy); a schema without conditions is its own answer.
  const node = schema.conditions?.length === 0 ? schema : schema.resolve({ value, parent, context: options.context });
  if (!node || !KINDS.has(node.type) || !Array.isArray(node.tests) || !node.internalTests || node.spec.strict) return false;
  const isObject = node.type === 'object';
  // As yup's _validate: a value given no original is its own.
  const original = originalValue === undefined ? value : originalValue;
  // yup's object puts itself in front of `from` before its own tests run.
  const here: From = isObject ? [{ schema: node, value: original }, ...from] : from;
  const ctx = new TestContext('', path, parent, here, options, original, node, value);
  const absent = value === undefined || value === null;
  for (const t of orderedTests(node)) {
    const o = t.OPTIONS;
    if (!o || typeof o.test !== 'function') return false;
    if (o.skipAbsent && absent) continue;
    ctx.type = o.name ?? '';
    let result: unknown;
    try {
      result = o.test.call(ctx, value, ctx);
    } catch {
      return false;
    }
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
      // An asynchronous test: yup's validate will run it (and report it) again.
      (result as Promise<unknown>).then(undefined, () => undefined);
      return false;
    }
    if (!result || result === FAILED || isValidationError(result)) return false;
  }
  if (node.spec.recursive === false) return true;
  if (isObject) {
    if (!isPlainObject(value)) return true;
    const obj = value as Record<string, unknown>;
    const originals = (original || value) as Record<string, unknown>;
    for (const key of node._nodes ?? []) {
      const field = node.fields?.[key];
      if (!field || isRef(field)) continue;
      if (!passes(field, obj[key], obj, childPath(path, key), originals[key], options, here)) return false;
    }
    return true;
  }
  if (node.type === 'array') {
    const inner = node.innerType;
    if (!inner || !Array.isArray(value)) return true;
    const originals = (original ?? value) as unknown[];
    // Every index, holes of a sparse array included, as yup does.
    for (let i = 0; i < value.length; i++) {
      if (!passes(inner, value[i], value, childPath(path, i), originals[i], options, here)) return false;
    }
  }
  return true;
}

/**
 * What `schema.validate(input, options)` resolves to when it resolves, or SLOW
 * when yup must be asked (the input fails a test, or the schema has something
 * this does not follow). Never throws.
 */
export function validateFast<S extends AnySchema>(schema: S, input: unknown, options: Options): InferType<S> | typeof SLOW {
  try {
    const root = (schema as unknown as Node).resolve({ ...options, value: input } as never);
    if (!root || !KINDS.has(root.type) || root.spec.strict) return SLOW;
    // As validate: an object marks the cast as part of a validation (strict fields stay as given).
    const value = root.cast(input, { assert: false, ...options, ...(root.type === 'object' ? { __validating: true } : {}) });
    return passes(root, value, undefined, undefined, input, options, []) ? (value as InferType<S>) : SLOW;
  } catch {
    return SLOW;
  }
}

// The way the courier API and the batch upload validate: every error reported, unknown keys dropped.
// validateFast only reads its options; yup's validate writes to its own, so yup gets a new object each call.
const INPUT_OPTIONS = { abortEarly: false, stripUnknown: true } as const;

/**
 * `schema.validate(value, { abortEarly: false, stripUnknown: true })`'s value
 * the short way: the value, or SLOW when yup must decide (then
 * validateInputWithYup, for yup's errors). Never throws.
 */
export function validateInputNow<S extends AnySchema>(schema: S, value: unknown): InferType<S> | typeof SLOW {
  return validateFast(schema, value, INPUT_OPTIONS);
}

/** yup's own validate with the same options: rejects with yup's ValidationError. */
export function validateInputWithYup<S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S>> {
  return schema.validate(value, { ...INPUT_OPTIONS });
}

/** The same, all at once, for a schema without asynchronous tests: throws yup's ValidationError. */
export function validateInputSync<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const fast = validateInputNow(schema, value);
  return fast !== SLOW ? fast : schema.validateSync(value, { ...INPUT_OPTIONS });
}
