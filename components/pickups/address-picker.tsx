'use client';

import Link from 'next/link';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, messageAt } from '@/components/ui/form-fields';
import type { Address } from '@/lib/schemas/address';
import type { SchedulePickupInput } from '@/lib/schemas/pickup';

const optionLabel = (a: Address) => `${a.Name}, ${a.AddressLine1}, ${a.City}${a.IsDefault ? ' (default)' : ''}`;

/** The sender address book as a choice, the default preselected; the chosen address is shown in full. */
export function AddressPicker({ addresses }: { addresses: Address[] }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SchedulePickupInput>();
  const id = useWatch({ control, name: 'AddressId' });
  const chosen = addresses.find((a) => a._id === id);
  return (
    <>
      <SelectField
        id="AddressId"
        label="Pickup address"
        className="md:col-span-2"
        aria-required="true"
        hint="From your sender address book."
        registration={register('AddressId')}
        error={messageAt(errors, 'AddressId')}
      >
        <option value="">Select an address</option>
        {addresses.map((a) => (
          <option key={a._id} value={a._id}>
            {optionLabel(a)}
          </option>
        ))}
      </SelectField>
      {chosen && (
        <address className="not-italic text-slate-800 md:col-span-2">
          <span className="block font-semibold">{chosen.Company ? `${chosen.Name}, ${chosen.Company}` : chosen.Name}</span>
          <span className="block">{[chosen.AddressLine1, chosen.AddressLine2].filter(Boolean).join(', ')}</span>
          <span className="block">{chosen.City}, United Arab Emirates</span>
          <span className="block">{chosen.Phone}</span>
        </address>
      )}
      <p className="text-sm md:col-span-2">
        <Link href="/ManageAddress" className="font-semibold text-brand-800 underline">
          Add or edit sender addresses
        </Link>
      </p>
    </>
  );
}
