// Where a proof of delivery's files and position are: the BFF passes a GET of
// Proof/File through with the session (the browser's <img> and download
// carry the cookie), and the position opens on OpenStreetMap, an outbound
// link that needs nothing from us offline.
import type { DeliveryProof } from '@/lib/schemas/courier';

export type ProofFile = 'signature' | 'photo' | 'pdf';

/** The proxied address of one of the proof's files: the signature PNG, the photo JPEG or the POD PDF. */
export const proofFileUrl = (awb: string, file: ProofFile) => `/api/courier/Proof/File?${new URLSearchParams({ AirWayBillNo: awb, File: file })}`;

type Position = NonNullable<DeliveryProof['Position']>;

/** "25.20480, 55.27080": five decimals, about a metre, left to right in any language. */
export const positionText = (p: Position) => `${p.Lat.toFixed(5)}, ${p.Lng.toFixed(5)}`;

/** The position on openstreetmap.org, with a marker. */
export function osmLink(p: Position): string {
  const lat = p.Lat.toFixed(5);
  const lng = p.Lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** A proof is shown for a delivered shipment only; a 404 means none was taken (a delivery before proofs existed), a 403 that it is not the user's to see. */
export const showsProof = (status: string) => status === 'DELIVERED';
export const noProof = (httpStatus: number | undefined) => httpStatus === 404 || httpStatus === 403;
