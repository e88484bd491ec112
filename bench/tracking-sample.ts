// Tracking requests of bench:tracking's shipments, for the benchmarks that send
// them (tracking.ts, ab.ts, calls.ts).
import { Client } from 'pg';

/** A Tracking request's body for these AWB numbers. */
export const trackingBody = (numbers: string[]) => JSON.stringify({ TrackingAWB: numbers.map((n) => ({ AirWayBillNo: n })) });

/** Bodies of `per` numbers each, from consecutive runs of `awbs`. */
export const trackingBodies = (awbs: string[], per: number) => Array.from({ length: Math.floor(awbs.length / per) }, (_, i) => trackingBody(awbs.slice(i * per, (i + 1) * per)));

/** Up to `n` AWB numbers from pages of `shipments` picked at random; none when the database cannot be read. */
export async function sampleAwbNumbers(databaseUrl: string, n = 2000): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return (await client.query<{ awb_no: string }>('select awb_no from shipments tablesample system (1) limit $1', [n])).rows.map((r) => r.awb_no);
  } catch {
    return [];
  } finally {
    await client.end().catch(() => undefined);
  }
}
