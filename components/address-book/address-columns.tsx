'use client';

import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { Badge } from '@/components/ui/status-badge';
import type { DialogState } from './address-dialogs';
import type { Address, AddressBook } from './types';

/**
 * A book's columns. Sender addresses are all in the UAE, so their last column
 * says which one is the default instead of the country.
 */
export function addressColumns(book: AddressBook, countryName: (code: string) => string): Column<Address>[] {
  return [
    {
      header: 'Name',
      sortKey: 'Name',
      cell: (a) => (
        <>
          <span className="block font-semibold">{a.Name}</span>
          {a.Company && <span className="block text-muted">{a.Company}</span>}
          {a.Email && <span className="block break-all text-muted">{a.Email}</span>}
        </>
      ),
    },
    { header: 'Phone', cell: (a) => a.Phone, className: 'md:whitespace-nowrap' },
    {
      header: 'Address',
      cell: (a) => (
        <>
          <span className="block">{a.AddressLine1}</span>
          {a.AddressLine2 && <span className="block text-muted">{a.AddressLine2}</span>}
        </>
      ),
    },
    { header: 'City', cell: (a) => a.City },
    book === 'sender'
      ? // On a phone's card the empty cell of a non-default address is left out.
        { header: 'Default', cell: (a) => a.IsDefault && <Badge tone="success">Default</Badge>, className: 'max-md:has-[>div:empty]:hidden' }
      : { header: 'Country', cell: (a) => countryName(a.Country) },
  ];
}

interface ActionsProps {
  address: Address;
  book: AddressBook;
  open: (dialog: DialogState) => void;
  onMakeDefault: (a: Address) => void;
}

/** Edit, Delete, and "Set as default" on a sender address that is not the default. */
export function AddressActions({ address: a, book, open, onMakeDefault }: ActionsProps) {
  return (
    <>
      <RowAction label="Edit" name={a.Name} onClick={() => open({ kind: 'edit', address: a })} />
      {book === 'sender' && !a.IsDefault && <RowAction label="Set as default" name={a.Name} onClick={() => onMakeDefault(a)} />}
      <RowAction label="Delete" name={a.Name} tone="danger" onClick={() => open({ kind: 'delete', address: a })} />
    </>
  );
}
