// The courier app's offline queue (issue 15): what it keeps on the phone.
// Every action the courier takes is stored before it is sent, and leaves the
// queue only when the server has answered it (recorded, or refused with a
// message); the last run the server sent is kept too, so the day's stops show
// without a network.
import type { CourierActionKind, CourierActionResult, CourierRun } from '@/lib/schemas/courier';

/** One action as POST Courier/Actions takes it (courierActionSchema). */
export interface ActionPayload {
  ClientId: string;
  Kind: CourierActionKind;
  /** When the courier acted, by the phone's clock (ISO 8601). */
  OccurredAt: string;
  AirWayBillNo?: string;
  PickupId?: string;
  RecipientName?: string;
  Relationship?: string;
  Signature?: string;
  Photo?: string;
  Position?: { Lat: number; Lng: number; Accuracy: number } | null;
  DeliveryCode?: string;
  Reason?: string;
  Note?: string;
  Method?: 'cash' | 'card';
  Amount?: number;
}

/** An action waiting to be sent, with what the waiting list shows of it. */
export interface QueuedAction {
  /** The payload's ClientId: the queue's key. */
  ClientId: string;
  /** Whose action it is: a phone shared by two couriers never sends one's actions under the other's session. */
  CourierId: string;
  StopId: string;
  /** The airway bill or the pickup's booking number. */
  Ref: string;
  /** The receiver's or the pickup contact's name. */
  Name: string;
  Action: ActionPayload;
  /** Milliseconds since the epoch: actions are sent in the order they were taken. */
  QueuedAt: number;
  Attempts: number;
  /** Why the last send did not go through (network, server), for the waiting list. */
  LastError: string | null;
}

/** An action the server answered with Ok: false: shown to the courier until dismissed. */
export interface Refusal {
  ClientId: string;
  CourierId: string;
  StopId: string;
  Ref: string;
  Name: string;
  Kind: CourierActionKind;
  /** The server's message, in English (shown in the page's language by the screen). */
  Message: string;
  At: number;
}

/** The last run the server sent, kept for a reload without a network. */
export interface SavedRun {
  CourierId: string;
  Run: CourierRun;
  SavedAt: number;
}

/** Where the queue lives: IndexedDB in the browser (idb-store.ts), memory where there is none (memory-store.ts). */
export interface QueueStore {
  /** The courier's waiting actions, oldest first. */
  actions(courierId: string): Promise<QueuedAction[]>;
  putAction(action: QueuedAction): Promise<void>;
  removeAction(clientId: string): Promise<void>;
  refusals(courierId: string): Promise<Refusal[]>;
  putRefusal(refusal: Refusal): Promise<void>;
  removeRefusal(clientId: string): Promise<void>;
  savedRun(courierId: string): Promise<SavedRun | null>;
  saveRun(saved: SavedRun): Promise<void>;
}

/** Sends actions to the server; resolves to its answers, or rejects with a TransportError. */
export type Transport = (actions: ActionPayload[]) => Promise<CourierActionResult[]>;

/** A send that got no per-action answers: no network (status 0), or the server's status. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
