/** Where the phone is, for the proof of delivery; null when the courier declined, there is no fix in time, or no GPS. */
export type Position = { Lat: number; Lng: number; Accuracy: number } | null;

export const POSITION_TIMEOUT_MS = 8_000;

export function currentPosition(timeout = POSITION_TIMEOUT_MS): Promise<Position> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // getCurrentPosition may never call back on some phones: a timer of our own as well.
    const timer = setTimeout(() => resolve(null), timeout + 500);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ Lat: p.coords.latitude, Lng: p.coords.longitude, Accuracy: Math.min(100_000, Math.max(0, Math.round(p.coords.accuracy ?? 0))) });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout, maximumAge: 60_000 },
    );
  });
}
