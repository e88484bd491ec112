// Quiet hours: no SMS or WhatsApp between 21:00 and 08:00 in Dubai (UTC+4
// all year: the UAE keeps no daylight saving time). A message queued then is
// held until 08:00; the delivery code on the day is not held (the courier is
// at the door with the parcel).
const DUBAI_OFFSET_MS = 4 * 3600 * 1000;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The hour of day in Dubai. */
export const dubaiHour = (at: Date) => new Date(at.getTime() + DUBAI_OFFSET_MS).getUTCHours();

export const isQuiet = (at: Date) => {
  const h = dubaiHour(at);
  return h >= QUIET_FROM_HOUR || h < QUIET_UNTIL_HOUR;
};

/** `at` itself outside quiet hours, else the next 08:00 in Dubai. */
export function afterQuietHours(at: Date): Date {
  if (!isQuiet(at)) return at;
  const local = new Date(at.getTime() + DUBAI_OFFSET_MS);
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR);
  const next = local.getUTCHours() >= QUIET_FROM_HOUR ? morning + 24 * 3600 * 1000 : morning;
  return new Date(next - DUBAI_OFFSET_MS);
}

/** Channels that keep quiet hours (email does not: it waits in the inbox). */
export const keepsQuietHours = (channel: string) => channel === 'sms' || channel === 'whatsapp';
