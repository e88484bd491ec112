'use client';

import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/shipping/bidi';
import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { Badge } from '@/components/ui/status-badge';
import type { DialogState } from './address-dialogs';
import type { Address, AddressBook } from './types';

/**
 * A book's columns. Sender addresses are all in the UAE, so their last column
 * says which one is the default instead of the country.
 */
export function useAddressColumns(book: AddressBook, countryName: (code: string) => string): Column<Address>[] {
  const t = useTranslations('addresses.columns');
  return [
    {
      header: t('name'),
      sortKey: 'Name',
      cell: (a) => (
        <>
          <span className="block font-semibold">{a.Name}</span>
          {a.Company && <span className="block text-muted">{a.Company}</span>}
          {a.Email && (
            <span className="block break-all text-muted">
              <Ltr>{a.Email}</Ltr>
            </span>
          )}
        </>
      ),
    },
    { header: t('phone'), cell: (a) => <Ltr>{a.Phone}</Ltr>, className: 'md:whitespace-nowrap' },
    {
      header: t('address'),
      cell: (a) => (
        <>
          <span className="block">{a.AddressLine1}</span>
          {a.AddressLine2 && <span className="block text-muted">{a.AddressLine2}</span>}
        </>
      ),
    },
    { header: t('city'), cell: (a) => a.City },
    book === 'sender'
      ? // On a phone's card the empty cell of a non-default address is left out.
        { header: t('default'), cell: (a) => a.IsDefault && <Badge tone="success">{t('defaultBadge')}</Badge>, className: 'max-md:has-[>div:empty]:hidden' }
      : { header: t('country'), cell: (a) => countryName(a.Country) },
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
  const t = useTranslations('addresses.actions');
  return (
    <>
      <RowAction label={t('edit')} name={a.Name} onClick={() => open({ kind: 'edit', address: a })} />
      {book === 'sender' && !a.IsDefault && <RowAction label={t('makeDefault')} name={a.Name} onClick={() => onMakeDefault(a)} />}
      <RowAction label={t('delete')} name={a.Name} tone="danger" onClick={() => open({ kind: 'delete', address: a })} />
    </>
  );
}
