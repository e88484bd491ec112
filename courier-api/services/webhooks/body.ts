// The JSON a delivery POSTs, the same bytes on every attempt of one event:
// { id, type, created_at, livemode, data: { object } }, and `test: true` for
// the portal's "send test event". The delivery log shows exactly this.
export interface EventRecord {
  id: string;
  type: string;
  createdAt: Date;
  payload: Record<string, unknown>;
}

/**
 * The key a stored test event's payload carries (the sample object sits
 * under `object`): the events table has no column for it, and a real
 * shipment or pickup never has a `$`-named field.
 */
export const TEST_MARK = '$test';

export interface EventBody {
  id: string;
  type: string;
  created_at: string;
  livemode: boolean;
  test?: true;
  data: { object: unknown };
}

export function eventBody(e: EventRecord, livemode: boolean): EventBody {
  const test = e.payload[TEST_MARK] === true;
  return {
    id: e.id,
    type: e.type,
    created_at: e.createdAt.toISOString(),
    livemode,
    ...(test ? { test: true as const } : {}),
    data: { object: test ? e.payload.object : e.payload },
  };
}

/** The body text that is signed and sent. */
export const eventBodyText = (e: EventRecord, livemode: boolean) => JSON.stringify(eventBody(e, livemode));
