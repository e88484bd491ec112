// Whether the dashboard shows its cash-on-delivery card: to an account that
// has ever had COD (anything collected, waiting or remitted), and always to
// the Admin, whose figures are every account's. An account that never ships
// COD is not shown three zeros.
import type { CodFigures } from '@/lib/schemas/courier';

export function showCodCard(figures: CodFigures | undefined, admin: boolean): boolean {
  if (!figures) return false;
  return admin || figures.Collected > 0 || figures.PendingRemittance > 0 || figures.Remitted > 0;
}

/** A refusal that means "not for this user" (no such call, not allowed): the card stays away instead of showing an error. */
export const hidesCodCard = (status: number | undefined) => status === 403 || status === 404;
