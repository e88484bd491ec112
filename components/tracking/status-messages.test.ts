// The tracking messages keyed by status code must say, in English, exactly
// what the courier API's status model says (courier-api/services/status.ts):
// English pages show the API's own words, Arabic pages the message of the code.
import { PICKUP_CANCELLED_REASON } from '@/courier-api/services/booking-tracking';
import { STATUS_CODES, STATUSES } from '@/courier-api/services/status';
import ar from '@/lib/i18n/messages/ar/tracking.json';
import en from '@/lib/i18n/messages/en/tracking.json';

describe('tracking status messages', () => {
  it('have a label and a default remark for every status code, in both languages', () => {
    expect(Object.keys(en.status).sort()).toEqual([...STATUS_CODES].sort());
    expect(Object.keys(en.remarks).sort()).toEqual([...STATUS_CODES].sort());
    expect(Object.keys(ar.status).sort()).toEqual([...STATUS_CODES].sort());
    expect(Object.keys(ar.remarks).sort()).toEqual([...STATUS_CODES].sort());
  });

  it('say in English what the status model says', () => {
    for (const [code, def] of STATUSES) {
      expect({ code, label: en.status[code as keyof typeof en.status] }).toEqual({ code, label: def.label });
      expect({ code, remarks: en.remarks[code as keyof typeof en.remarks] }).toEqual({ code, remarks: def.remarks });
    }
    expect(en.reasons.customerCancelled).toBe(PICKUP_CANCELLED_REASON);
  });

  it('keep Latin digits and no English words in Arabic', () => {
    for (const text of [...Object.values(ar.status), ...Object.values(ar.remarks), ...Object.values(ar.reasons)]) {
      expect(text).not.toMatch(/[A-Za-z\u0660-\u0669]/);
    }
  });
});
