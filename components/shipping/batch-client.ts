// The Batch Upload tab's calls: what the browser needs to check a file with lib/batch-csv.ts before uploading (services, the default sender, the city lists of
// the countries in the file), the upload itself with upload progress (XMLHttpRequest: fetch reports none).
import type { BatchLookups } from '@/lib/batch-csv';
import { courier, CourierError, NETWORK_ERROR } from '@/lib/fetcher';
import type { AddressList } from '@/lib/schemas/address';
import type { BatchRowError, BatchUploadResult } from '@/lib/schemas/batch';
import type { ServiceType } from '@/lib/schemas/service-types';

type CityListAnswer = { CityListLocation?: { CityName: string; CityCode: string }[] };

/** The lookups the courier API uses too: here from activeServicetypes, the sender book and CityList. */
export async function loadBatchLookups(countries: string[]): Promise<BatchLookups> {
  const [services, senders, ...cityLists] = await Promise.all([
    courier<{ data: { ServiceTypes: ServiceType[] } }>('activeServicetypes'),
    courier<{ data: AddressList }>('addresses?limit=1'),
    ...countries.map((Country) =>
      courier<CityListAnswer>('CityList', { method: 'POST', body: { Country } }).catch((err: unknown) => {
        // 400: a code that is no country; the row says so. Anything else stops the check.
        if (err instanceof CourierError && err.status === 400) return null;
        throw err;
      }),
    ),
  ]);
  const cities = new Map(countries.map((c, i) => [c, cityLists[i]?.CityListLocation?.map((x) => ({ name: x.CityName, code: x.CityCode }))]));
  const first = senders.data.Address[0];
  return {
    serviceIds: new Map(services.data.ServiceTypes.map((s) => [s.ServiceCode.toUpperCase(), s._id])),
    cities: (country) => cities.get(country),
    defaultSenderId: first?.IsDefault ? first._id : null,
  };
}

/** The API's answer; `code` is its message's code (lib/i18n/api-messages.ts), when it sent one. */
export type UploadAnswer =
  | { ok: true; status: number; message: string; code?: string; data: BatchUploadResult }
  | { ok: false; status: number; message: string; code?: string; errors: BatchRowError[] };

/**
 * POST BatchUpload through the BFF, reporting the share of the body sent. Resolves with the API's answer (row errors included); rejects only when there is no
 * usable answer.
 */
export function sendBatch(body: { FileName: string; Csv: string }, key: string, onProgress: (sent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/courier/BatchUpload');
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('idempotency-key', key);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new CourierError(NETWORK_ERROR, 0));
    xhr.onload = () => {
      let json: { message?: string; code?: unknown; data?: BatchUploadResult; errors?: unknown };
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        return reject(new CourierError(NETWORK_ERROR, xhr.status));
      }
      const message = json.message || NETWORK_ERROR;
      const code = json.message && typeof json.code === 'string' ? json.code : undefined;
      if (xhr.status >= 200 && xhr.status < 300 && json.data) return resolve({ ok: true, status: xhr.status, message, code, data: json.data });
      const errors = Array.isArray(json.errors) ? (json.errors as BatchRowError[]) : [];
      resolve({ ok: false, status: xhr.status, message, code, errors });
    };
    xhr.send(JSON.stringify(body));
  });
}
