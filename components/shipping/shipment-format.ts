// The status filter's names: each code once, telling apart the codes that share a label ("In transit").
import { STATUSES } from '@/courier-api/services/status';

export const STATUS_OPTIONS: Array<{ code: string; label: string }> = (() => {
  const defs = [...STATUSES.values()];
  const count = (label: string) => defs.filter((d) => d.label === label).length;
  return defs.map((d) => ({ code: d.code, label: count(d.label) > 1 ? `${d.label}: ${d.remarks.toLowerCase()}` : d.label }));
})();
