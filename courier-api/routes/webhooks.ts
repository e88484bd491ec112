// Webhook subscriptions and their delivery log (portal screen API & Webhooks). Helper B fills this in.
import type { Router } from '../router';

export function webhookRoutes(r: Router) {
  void r;
}
