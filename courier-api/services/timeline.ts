// Builds a realistic event history for a shipment: used by the demo seed and
// the benchmark loader. Real scans arrive through the operations API.
import type { trackingEvents } from '../db/schema';
import { defaultRemarks, statusDef } from './status';

export interface Place {
  city: string;
  code: string;
  country: string;
}

export interface TimelineEvent {
  code: string;
  at: Date;
  location: string;
  remarks: string;
  progress: number;
  deliveredTo?: string;
  exceptionReason?: string;
}

export interface TimelineInput {
  origin: Place;
  destination: Place;
  createdAt: Date;
  /** Progress to reach, 0–5. */
  progress: number;
  /** An exception to end on (or, with progress 5, a failed attempt before delivery). */
  exception?: { code: 'DELIVERY_ATTEMPTED' | 'ON_HOLD' | 'RETURNED'; reason: string };
  deliveredTo?: string;
  now: Date;
}

const H = 3600 * 1000;

export function buildTimeline(input: TimelineInput): TimelineEvent[] {
  const { origin, destination } = input;
  const international = origin.country !== destination.country;
  const plan: Array<[code: string, location: string, gapHours: number, extra?: Partial<TimelineEvent>]> = [
    ['CREATED', origin.city, 0],
  ];
  if (input.progress >= 1) plan.push(['PICKED_UP', origin.city, 3]);
  if (input.progress >= 2) {
    plan.push(['AT_ORIGIN_HUB', `${origin.city} Hub`, 2]);
    plan.push(['DEPARTED', `${origin.city} Hub`, 5]);
    if (international) {
      plan.push(['IN_TRANSIT', 'Dubai International Gateway', 6]);
      plan.push(['CUSTOMS', destination.city, 14]);
      plan.push(['CUSTOMS_CLEARED', destination.city, 8]);
    }
  }
  if (input.progress >= 3) plan.push(['AT_DESTINATION', `${destination.city} Hub`, international ? 4 : 6]);
  if (input.progress >= 4) plan.push(['OUT_FOR_DELIVERY', destination.city, 10]);
  const ex = input.exception;
  if (ex?.code === 'DELIVERY_ATTEMPTED' && input.progress >= 4) {
    plan.push(['DELIVERY_ATTEMPTED', destination.city, 4, { exceptionReason: ex.reason }]);
    if (input.progress >= 5) plan.push(['OUT_FOR_DELIVERY', destination.city, 16]);
  }
  if (input.progress >= 5) plan.push(['DELIVERED', destination.city, 3, { deliveredTo: input.deliveredTo }]);
  if (ex && ex.code !== 'DELIVERY_ATTEMPTED') {
    plan.push([ex.code, ex.code === 'RETURNED' ? origin.city : destination.city, 20, { exceptionReason: ex.reason }]);
  }

  // Squeeze the gaps so the last event is not in the future.
  const total = plan.reduce((s, p) => s + p[2], 0) * H;
  const room = input.now.getTime() - input.createdAt.getTime() - 10 * 60 * 1000;
  const scale = total > 0 && room < total ? Math.max(room, 0) / total : 1;

  let t = input.createdAt.getTime();
  let progress = 0;
  return plan.map(([code, location, gap, extra]) => {
    t += gap * H * scale;
    progress = statusDef(code).progress ?? progress;
    return { code, at: new Date(t), location, remarks: defaultRemarks(code, extra?.exceptionReason), progress, ...extra };
  });
}

/** A timeline as tracking-event rows (the demo seeds insert them). */
export function timelineRows(shipmentId: string, timeline: TimelineEvent[]): (typeof trackingEvents.$inferInsert)[] {
  return timeline.map((e) => ({
    shipmentId,
    occurredAt: e.at,
    statusCode: e.code,
    progress: e.progress,
    location: e.location,
    remarks: e.remarks,
    deliveredTo: e.deliveredTo ?? null,
    exceptionReason: e.exceptionReason ?? null,
  }));
}
