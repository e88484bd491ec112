// The queue's transport: POST Courier/Actions through the BFF (the session
// cookie), answered `{ message, data: { Results } }`.
import { courier, CourierError } from '@/lib/fetcher';
import type { CourierActionResult } from '@/lib/schemas/courier';
import { TransportError, type Transport } from './types';

export const postActions: Transport = async (Actions) => {
  try {
    const res = await courier<{ message: string; data: { Results: CourierActionResult[] } }>('Courier/Actions', { method: 'POST', body: { Actions } });
    return res.data.Results;
  } catch (err) {
    if (err instanceof CourierError) throw new TransportError(err.message, err.status);
    throw new TransportError(err instanceof Error ? err.message : String(err), 0);
  }
};
