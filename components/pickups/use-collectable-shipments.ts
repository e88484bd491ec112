'use client';

import useSWR from 'swr';
import { courier } from '@/lib/fetcher';
import type { Shipment } from '@/lib/schemas/shipment';
import type { Envelope } from './types';

/**
 * Statuses of shipments a pickup may still collect: created and never on a
 * pickup, or left over from a cancelled or failed one. (Those with "Pickup
 * requested" or "Courier assigned" are on an open pickup already; the API refuses them.)
 */
const WAITING = ['CREATED', 'PICKUP_CANCELLED', 'PICKUP_FAILED'] as const;
const LIMIT = 100;

type History = Envelope<{ Shipments: Shipment[]; Total: number }>;

async function load([, search]: readonly [string, string]) {
  const pages = await Promise.all(
    WAITING.map((Status) => courier<History>('ShipmentHistory', { method: 'POST', body: { search, Status, limit: LIMIT } })),
  );
  const shipments = pages.flatMap((p) => p.data.Shipments).sort((a, b) => (a.CreatedAt < b.CreatedAt ? 1 : -1));
  const total = pages.reduce((n, p) => n + p.data.Total, 0);
  return { shipments, more: total > shipments.length };
}

/** The account's shipments that can join a pickup, newest first, narrowed by `search` (ShipmentHistory's). */
export function useCollectableShipments(search: string) {
  return useSWR(['collectable-shipments', search] as const, load, { keepPreviousData: true });
}
