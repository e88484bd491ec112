// The OpenAPI 3.1 document of the merchant API, generated from the route
// table: every `v1/…` route with a doc becomes an operation, its schemas
// converted from yup (openapi.ts), its scope and refusals from its access
// declaration. Nothing here is written per operation.
import { site } from '@/lib/site';
import * as yup from 'yup';
import { errorEnvelope, listEnvelope, successEnvelope } from '@/lib/schemas/answers/merchant';
import { API_KEY_REQUESTS_PER_MINUTE, KEY_RATE_LIMITED, NO_KEY } from '../auth/guard';
import { V1_KEY_REUSED } from './common';
import type { RouteInfo } from '../router';
import type { V1Doc } from './doc';
import { objectFields, toJsonSchema, type SchemaComponents } from './openapi';

export const API_VERSION = '1.0.0';

const TAGS = [
  { name: 'Rates', description: 'Prices and transit times before you ship.' },
  { name: 'Shipments', description: 'Airway bills: create, list, get, cancel, and their labels.' },
  { name: 'Tracking', description: "Where your shipments are." },
  { name: 'Pickups', description: 'Collections from your addresses.' },
  { name: 'Webhooks', description: 'Subscriptions that receive signed events (Saqr-Signature) when your shipments and pickups change.' },
  { name: 'Test mode', description: 'Calls for test keys (sk_test_…) only, acting on your sandbox.' },
  { name: 'Reference', description: 'This document.' },
];

const DESCRIPTION = `Create shipments, print their labels, track them, schedule pickups and receive webhooks from your own systems.

Authenticate with an API key from the portal (API & Webhooks): \`Authorization: Bearer sk_live_…\`. A test key (\`sk_test_…\`) works on a sandbox copy of your account: its shipments are never collected or invoiced.

Answers are \`{ "data": … }\`; lists are \`{ "data": [ … ], "has_more", "next_cursor" }\`; failures are \`{ "error": { "code", "message", "field"? }, "request_id" }\`. Field names are the courier API's own (AirWayBillNo, ServiceTypeId…). Every answer carries X-Request-Id and, with a key, the RateLimit-* headers.`;

/** An answer's example body: a real code and its real text (the message catalogue's test checks they belong together). */
const refusal = (code: string, message: string, field?: string) => ({
  error: { code, message, ...(field ? { field } : {}) },
  request_id: 'req_5f2b9c1e8a7d4f6b9e0c3a1d2b4c6e8f',
});

const REFUSALS: Record<number, { description: string; example: ReturnType<typeof refusal> }> = {
  400: {
    description: 'The request is not valid (the first problem in `message` and `field`, all of them in `fields`).',
    example: refusal('AWB_NUMBER_FORMAT', 'An airway bill number is 11 digits.', 'awb'),
  },
  401: { description: 'No API key, or one that is not valid, revoked or expired.', example: refusal('API_KEY_MISSING', NO_KEY) },
  403: {
    description: 'The key lacks the scope this call needs (or the call is for the other mode).',
    example: refusal('API_KEY_SCOPE_MISSING', 'This API key does not have the Airway_Bill_Generation scope.'),
  },
  404: {
    description: "Not found on your account (another account's records read the same as missing ones).",
    example: refusal('AWB_NOT_FOUND', 'Airway bill 93790673933 was not found.'),
  },
  409: {
    description: 'A conflict: the Idempotency-Key was already used with a different body, or the record is already in the state asked for (e.g. already cancelled).',
    example: refusal('V1_KEY_REUSED', V1_KEY_REUSED),
  },
  422: {
    description: 'The request is well formed but breaks a rule (e.g. the shipment was already collected).',
    example: refusal('AWB_ALREADY_COLLECTED', 'Airway bill 93790673933 has already been collected and can no longer be cancelled.'),
  },
  429: {
    description: 'Too many calls with this key this minute: wait Retry-After seconds.',
    example: refusal('V1_RATE_LIMITED', KEY_RATE_LIMITED(API_KEY_REQUESTS_PER_MINUTE)),
  },
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const COMMON_HEADERS = { 'X-Request-Id': headerRef('X-Request-Id') };
const KEYED_HEADERS = {
  ...COMMON_HEADERS,
  'RateLimit-Limit': headerRef('RateLimit-Limit'),
  'RateLimit-Remaining': headerRef('RateLimit-Remaining'),
  'RateLimit-Reset': headerRef('RateLimit-Reset'),
  'RateLimit-Policy': headerRef('RateLimit-Policy'),
};

/** The shared parts; `schemas` holds the named schemas the operations used, and gets the error's. */
function components(schemas: SchemaComponents) {
  const integerHeader = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
  const errorSchema = toJsonSchema(errorEnvelope, schemas);
  const errorResponses = Object.fromEntries(
    Object.entries(REFUSALS).map(([status, r]) => [
      `Error${status}`,
      {
        description: r.description,
        headers: Number(status) === 429 ? { ...KEYED_HEADERS, 'Retry-After': headerRef('Retry-After') } : COMMON_HEADERS,
        content: { 'application/json': { schema: errorSchema, example: r.example } },
      },
    ]),
  );
  return {
    securitySchemes: {
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'sk_live_… / sk_test_…',
        description: 'An API key from the portal (API & Webhooks). Test keys (sk_test_…) act on your sandbox; live keys on your account.',
      },
    },
    schemas,
    parameters: {
      RequestId: {
        name: 'X-Request-Id',
        in: 'header',
        required: false,
        description: 'Your own id for this request (1 to 100 letters, digits, dots, colons, underscores or hyphens); answered back in X-Request-Id. Without one the API makes one.',
        schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,100}$' },
      },
    },
    headers: {
      'X-Request-Id': { description: "The request's id (yours, or one the API made).", schema: { type: 'string' } },
      'RateLimit-Limit': integerHeader('Calls this key may make per window.'),
      'RateLimit-Remaining': integerHeader('Calls left in the current window.'),
      'RateLimit-Reset': integerHeader('Seconds until the window resets.'),
      'RateLimit-Policy': { description: 'The limit and its window, e.g. `300;w=60`.', schema: { type: 'string' } },
      'Retry-After': integerHeader('Seconds to wait before calling again.'),
      'Idempotent-Replayed': { description: '`true` when this answer replays the first request made with the same Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
    },
    responses: errorResponses,
  };
}

function successContent(doc: V1Doc, schemas: SchemaComponents): Record<string, unknown> {
  if (doc.produces?.length) {
    return Object.fromEntries(
      doc.produces.map((type) => [
        type,
        { schema: type === 'application/json' ? { type: 'object' } : type === 'text/plain' ? { type: 'string' } : { type: 'string', format: 'binary' } },
      ]),
    );
  }
  const data = doc.response ?? yup.mixed();
  const schema = toJsonSchema(doc.paginated ? listEnvelope(data) : successEnvelope(data), schemas);
  return { 'application/json': { schema } };
}

function operation(route: RouteInfo, doc: V1Doc, schemas: SchemaComponents) {
  const keyed = route.credential === 'apiKey';
  const scope = typeof route.access === 'object' ? route.access.permission : null;
  const pathParams = doc.params ? objectFields(doc.params, schemas) : [];
  const declared = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const parameters: unknown[] = [
    ...declared.map((name) => {
      const p = pathParams.find((f) => f.name === name);
      return { name, in: 'path', required: true, ...(p?.schema.description ? { description: p.schema.description } : {}), schema: p?.schema ?? { type: 'string' } };
    }),
    ...(doc.query ? objectFields(doc.query, schemas) : []).map((f) => ({
      name: f.name,
      in: 'query',
      required: f.required,
      ...(f.schema.description ? { description: f.schema.description } : {}),
      schema: f.schema,
    })),
    ...(doc.headers ?? []).map((h) => ({
      name: h.name,
      in: 'header',
      required: h.required,
      description: h.description,
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
    })),
    { $ref: '#/components/parameters/RequestId' },
  ];
  const status = doc.status ?? 200;
  const headers = keyed ? KEYED_HEADERS : COMMON_HEADERS;
  const content = successContent(doc, schemas);
  const responses: Record<string, unknown> = { [status]: { description: doc.summary, headers, content } };
  if (doc.replays && status !== 200) {
    responses[200] = { description: 'A replay: the result of the first request made with this Idempotency-Key.', headers: { ...headers, 'Idempotent-Replayed': headerRef('Idempotent-Replayed') }, content };
  }
  const refusals = new Set<number>(doc.errors ?? []);
  if (declared.length || doc.query || doc.body || doc.headers?.length) refusals.add(400);
  if (keyed) [401, 429].forEach((s) => refusals.add(s));
  if (keyed && scope) refusals.add(403);
  if (declared.length) refusals.add(404);
  if (doc.replays) refusals.add(409);
  for (const s of [...refusals].sort()) responses[s] = { $ref: `#/components/responses/Error${s}` };

  const access = !keyed ? 'No key needed.' : scope ? `Scope: \`${scope}\`.` : 'Any valid key.';
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    description: [doc.description, access].filter(Boolean).join('\n\n'),
    tags: [doc.tag],
    'x-required-scope': scope,
    security: keyed ? [{ apiKey: [] }] : [],
    parameters,
    ...(doc.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(doc.body, schemas), ...(doc.example === undefined ? {} : { example: doc.example }) } } } }
      : {}),
    responses,
  };
}

/** `v1/shipments/:awb` → `/shipments/{awb}` (the server URL carries /api/v1). */
export const openApiPath = (path: string) => `/${path.slice('v1/'.length)}`.replace(/:(\w+)/g, '{$1}');

/** The document for the `v1/…` routes of a route table. Routes without a doc are left out (the contract test fails on them). */
export function buildOpenApiDocument(routes: RouteInfo[]) {
  const schemas: SchemaComponents = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.path.startsWith('v1/') || !route.doc) continue;
    const path = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, route.doc as V1Doc, schemas);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: `${site.name} merchant API`,
      version: API_VERSION,
      description: DESCRIPTION,
      contact: { name: `${site.name} developer support`, email: site.email, url: `${site.url}/developers` },
    },
    servers: [{ url: '/api/v1', description: 'This site' }],
    security: [{ apiKey: [] }],
    tags: TAGS,
    paths,
    components: components(schemas),
  };
}
