// GET v1/openapi.json: the merchant API's OpenAPI 3.1 document, generated on
// first use from the route table (every route is registered by then) and
// kept: it changes only with the code. Public: the reference page and code
// generators read it without a key.
import type { Ctx } from '../context';
import type { Router } from '../router';
import { buildOpenApiDocument } from './openapi-document';
import { v1Doc } from './doc';

export function openApiRoute(r: Router) {
  let text: string | undefined;
  const serve = (c: Ctx) => {
    text ??= JSON.stringify(buildOpenApiDocument(r.routes));
    return c.body(text, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300', 'x-v1-shaped': '1' });
  };
  r.get('v1/openapi.json', 'public', serve, {
    doc: v1Doc({
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      description: 'The OpenAPI 3.1 description of this API, generated from the schemas that validate it.',
      tag: 'Reference',
      produces: ['application/json'],
    }),
  });
}
