// API keys of the merchant API (portal screen API & Webhooks). Helper C fills this in.
import type { Router } from '../router';

export function apiKeyRoutes(r: Router) {
  void r;
}
