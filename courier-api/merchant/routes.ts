// The merchant API's /v1 operations (docs/api/merchant-api.md): every route
// takes an API key (credential 'apiKey') and carries the doc its OpenAPI
// operation is generated from; GET v1/openapi.json serves that document.
import type { Router } from '../router';
import { labelV1Routes } from './labels';
import { openApiRoute } from './openapi-route';
import { pickupV1Routes } from './pickups';
import { quoteV1Routes } from './quotes';
import { shipmentV1Routes } from './shipments';
import { testModeV1Routes } from './test-mode';
import { webhookV1Routes } from './webhooks';

export function merchantRoutes(r: Router) {
  quoteV1Routes(r);
  shipmentV1Routes(r);
  labelV1Routes(r);
  pickupV1Routes(r);
  webhookV1Routes(r);
  testModeV1Routes(r);
  openApiRoute(r);
}
