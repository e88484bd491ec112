// The merchant API's /v1 operations. Helper A fills this in.
import type { Router } from '../router';

export function merchantRoutes(r: Router) {
  void r;
}
