// The contract test (issue 14, item 3): GET v1/openapi.json is generated from
// the route table, every /v1 route has a doc and a row in the operations
// table, and a request to every operation answers what the document says:
// status, media type, headers and body, validated with Ajv's JSON Schema
// 2020-12. Objects are held to their documented fields only (the published
// document lets clients ignore new fields; this test does not let the API add
// one without documenting it).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { useTestApi } from '../test-utils';
import { v1, type V1Answer } from './fixtures';
import { keysFor, NOW, OPERATIONS, openWorld, type Call, type MerchantWorld } from './matrix-fixtures';
import { openApiPath } from './openapi-document';

type Json = Record<string, any>;

const { t } = useTestApi({ now: NOW });
let m: MerchantWorld;
let doc: Json;
let ajv: Ajv2020;

/** The document with every object closed to its own properties, and $refs absolute (the document is registered as "openapi"). */
function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `openapi${v}` : strict(v);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const resolve = (node: Json): Json => (node.$ref ? resolve(node.$ref.replace(/^#\//, '').split('/').reduce((n: Json, p: string) => n[p.replace(/~1/g, '/')], doc)) : node);

const compiled = new Map<unknown, ValidateFunction>();
function validator(schema: Json): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = ajv.compile(strict(schema) as Json)));
  return v;
}

/** Holds one answer to the document's operation: a documented status, its media type, headers and body. */
function expectDocumented(method: string, route: string, res: V1Answer) {
  const op = doc.paths[openApiPath(route)]?.[method.toLowerCase()];
  expect(op).toBeDefined();
  const documented = op.responses[String(res.status)];
  expect({ route, status: res.status, documented: Boolean(documented) }).toEqual({ route, status: res.status, documented: true });
  const response = resolve(documented);
  for (const name of Object.keys(response.headers ?? {})) {
    if (name === 'Idempotent-Replayed') continue; // only on a replay
    expect({ route, header: name, present: res.headers.has(name) }).toEqual({ route, header: name, present: true });
  }
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!;
  const content = response.content?.[type];
  expect({ route, type, documented: Boolean(content) }).toEqual({ route, type, documented: true });
  if (type !== 'application/json') return;
  const validate = validator(content.schema);
  const ok = validate(res.json);
  expect({ route, status: res.status, errors: ok ? null : validate.errors }).toEqual({ route, status: res.status, errors: null });
}

beforeAll(async () => {
  m = await openWorld(t);
  const res = await v1(t.api, 'GET', 'openapi.json');
  expect(res.status).toBe(200);
  doc = res.json;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(strict(doc) as Json, 'openapi');
});

describe('the document', () => {
  it('is OpenAPI 3.1 with the API\'s servers, security and info', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ version: '1.0.0', contact: { email: expect.any(String) } });
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'sk_live_… / sk_test_…' });
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('documents every /v1 route, and this test calls every documented operation', () => {
    const v1Routes = t.api.routeList.filter((r) => r.path.startsWith('v1/'));
    expect(v1Routes.filter((r) => !r.doc).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([, ops]) => Object.values(ops as Json).map((o: Json) => o.operationId as string));
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented.sort()).toEqual([...OPERATIONS.map((o) => o.operationId), 'getOpenApiDocument'].sort());
    for (const op of OPERATIONS) {
      const route = v1Routes.find((r) => r.method === op.method && r.path === op.route);
      expect({ op: op.operationId, found: route?.doc?.operationId }).toEqual({ op: op.operationId, found: op.operationId });
      const access = route!.access;
      expect({ op: op.operationId, scope: typeof access === 'object' ? access.permission : null }).toEqual({ op: op.operationId, scope: op.scope });
      expect(doc.paths[openApiPath(op.route)][op.method.toLowerCase()]['x-required-scope']).toBe(op.scope);
    }
  });

  it('is made of schemas a JSON Schema 2020-12 validator accepts in strict mode, and every $ref resolves', () => {
    const strictAjv = new Ajv2020({ strict: true });
    addFormats(strictAjv);
    strictAjv.addKeyword('example');
    const defs = JSON.parse(JSON.stringify(doc.components.schemas).replace(/"#\/components\/schemas\//g, '"#/$defs/'));
    expect(() => strictAjv.addSchema({ $id: 'components', $defs: defs })).not.toThrow();
    for (const name of Object.keys(defs)) expect(() => strictAjv.compile({ $ref: `components#/$defs/${name}` })).not.toThrow();
    // The inline ones too: request bodies and parameters.
    const inline = Object.values(doc.paths as Json).flatMap((ops) =>
      Object.values(ops as Json).flatMap((op: Json) => [
        ...(op.requestBody ? [op.requestBody.content['application/json'].schema] : []),
        ...op.parameters.filter((p: Json) => p.schema).map((p: Json) => p.schema),
      ]),
    );
    expect(inline.length).toBeGreaterThan(20);
    for (const schema of inline) {
      const rewritten = JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\//g, '"components#/$defs/'));
      expect(() => strictAjv.compile(rewritten)).not.toThrow();
    }
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref!.split('/').reduce((n: Json | undefined, p) => n?.[p.replace(/~1/g, '/')], doc);
      expect({ ref, resolves: target !== undefined }).toEqual({ ref, resolves: true });
    }
  });

  it('describes each call\'s parameters, body and refusals from its schemas', () => {
    const list = doc.paths['/shipments'].get;
    expect(list.parameters.find((p: Json) => p.name === 'limit')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } });
    const create = doc.paths['/shipments'].post;
    expect(create.parameters.find((p: Json) => p.name === 'Idempotency-Key')).toMatchObject({ in: 'header', required: true });
    expect(Object.keys(create.responses).sort()).toEqual(['200', '201', '400', '401', '403', '409', '422', '429']);
    const body = create.requestBody.content['application/json'];
    expect(body.schema.required).toEqual(['ServiceTypeId', 'Pieces', 'Contents']);
    expect(body.schema.properties.Pieces).toMatchObject({ type: 'array', minItems: 1, maxItems: 50 });
    expect(body.schema.properties.SenderAddressId.pattern).toBe('(?:^$)|(?:^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)');
    expect(validator(body.schema)(body.example)).toBe(true);
    const label = doc.paths['/shipments/{awb}/label'].get;
    expect(label.parameters[0]).toMatchObject({ name: 'awb', in: 'path', required: true, schema: { pattern: '^\\d{11}$' } });
    expect(Object.keys(label.responses['200'].content)).toEqual(['application/pdf', 'text/plain']);
    expect(doc.paths['/rates'].post.responses['403']).toBeUndefined();
  });
});

describe('every operation answers as documented', () => {
  it.each(OPERATIONS)('$method $route', async (op) => {
    const p = await op.prepare(m);
    const keys = await keysFor(t, op.mode, op.scope);
    const call = (key: string | undefined, c: Call = p) => v1(m.w.api, op.method, c.path, { key, body: c.body, headers: c.headers });
    const good = await call(op.scope ? (op.mode === 'live' ? m.live.key : m.test.key) : keys.withoutScope);
    expect(good.status).toBe(op.status);
    expectDocumented(op.method, op.route, good);
    expectDocumented(op.method, op.route, await call(undefined));
    expectDocumented(op.method, op.route, await call(keys.other, p.other.call ?? p));
    if (op.scope) expectDocumented(op.method, op.route, await call(keys.withoutScope));
    if (op.method === 'POST' && p.headers?.['idempotency-key']) {
      const replay = await call(op.scope ? m.live.key : keys.withoutScope);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expectDocumented(op.method, op.route, replay);
    }
  });

  it('GET openapi.json needs no key', async () => {
    const res = await v1(t.api, 'GET', 'openapi.json', { key: 'sk_live_not-a-key' });
    expect(res.status).toBe(200);
    expectDocumented('GET', 'v1/openapi.json', res);
  });

  it('a bad body and the ZPL label answer as documented too', async () => {
    const awb = await m.newShipment();
    const zpl = await v1(t.api, 'GET', `shipments/${awb}/label?format=zpl`, { key: m.live.key });
    expectDocumented('GET', 'v1/shipments/:awb/label', zpl);
    const bad = await v1(t.api, 'POST', 'shipments', { key: m.live.key, body: { Pieces: 'many' }, headers: { 'idempotency-key': 'bad-body' } });
    expect(bad.status).toBe(400);
    expectDocumented('POST', 'v1/shipments', bad);
  });
});
