'use client';

import { useState } from 'react';
import { toastError, toastResult } from '@/components/ui/notify';
import { courier } from '@/lib/fetcher';
import type { AddressInput } from '@/lib/schemas/address';
import type { Envelope } from '@/components/ui/use-list';
import type { Address, BookInfo } from './types';

/** The write body of a listed address (the API lists the city's name and code; it takes the code). */
export function writableFields(a: Address): AddressInput {
  return {
    Name: a.Name,
    Company: a.Company,
    Phone: a.Phone,
    Email: a.Email,
    AddressLine1: a.AddressLine1,
    AddressLine2: a.AddressLine2,
    City: a.CityCode,
    Country: a.Country,
    IsDefault: a.IsDefault,
  };
}

export function saveAddress(info: BookInfo, values: AddressInput, editing?: Address) {
  return editing
    ? courier<Envelope<Address>>(info.path, { method: 'PUT', body: { _id: editing._id, ...values } })
    : courier<Envelope<Address>>(info.path, { method: 'POST', body: values });
}

export function deleteAddress(info: BookInfo, a: Address) {
  return courier<Envelope<{ _id: string }>>(`${info.path}?${new URLSearchParams({ _id: a._id })}`, { method: 'DELETE' });
}

/** "Set as default" on a sender row: the same PUT with IsDefault, the server's message as a toast (in the page's language). */
export function useMakeDefault(info: BookInfo, onWritten: () => void) {
  const [busy, setBusy] = useState(false);
  return async (a: Address) => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await saveAddress(info, { ...writableFields(a), IsDefault: true }, a);
      toastResult(res);
      onWritten();
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
}
