'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { EMPTY_PIECE } from '@/components/rates/form-values';
import type { PieceFormValues } from '@/components/rates/types';
import { codeOfType, useApiMessage } from '@/components/ui/api-message';
import { Button, RowAction } from '@/components/ui/button';
import { errorAt, TextField } from '@/components/ui/form-fields';
import type { BookingInput } from '@/lib/schemas/booking';
import { MAX_PIECES } from '@/lib/schemas/limits';

/** A piece's inputs, each labelled by booking.pieces.<name>. */
const FIELDS = ['Weight', 'Length', 'Width', 'Height'] as const;

/** The pieces (weight and optional dimensions) of the form in context, added and removed; the inputs hold text. */
export function PiecesFields({ intro }: { intro?: string }) {
  const t = useTranslations('booking.pieces');
  const apiText = useApiMessage();
  const { control, register, setFocus } = useFormContext<{ Pieces: PieceFormValues[] }>();
  const { errors } = useFormState({ control });
  const { fields, append, remove } = useFieldArray({ control, name: 'Pieces' });
  // A message about the list or a whole piece, in the page's language (the fields show their own).
  const messageAt = (path: string) => {
    const e = errorAt(errors, path);
    return typeof e?.message === 'string' && e.message ? apiText(e.message, codeOfType(e.type)) : undefined;
  };
  const listError = messageAt('Pieces') ?? messageAt('Pieces.root');

  function removePiece(index: number) {
    remove(index);
    // Keep the keyboard near where it was: on the piece before the removed one.
    requestAnimationFrame(() => setFocus(`Pieces.${Math.max(0, index - 1)}.Weight`));
  }

  return (
    <div className="space-y-4 md:col-span-2">
      <p className="text-sm text-muted">{intro ?? t('intro')}</p>
      <ol className="space-y-4">
        {fields.map((f, i) => {
          // A rule over the whole piece ("all three dimensions, or none") lands on the piece itself.
          const pieceError = messageAt(`Pieces.${i}`) ?? messageAt(`Pieces.${i}.root`);
          return (
            <li key={f.id}>
              <fieldset className="rounded-control border border-line p-3" aria-describedby={pieceError ? `piece-${i}-error` : undefined}>
                <legend className="px-1 font-semibold text-ink">{t('piece', { number: i + 1 })}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {FIELDS.map((key) => (
                    <TextField
                      key={key}
                      id={`Pieces-${i}-${key}`}
                      label={t(key)}
                      inputMode={key === 'Weight' ? 'decimal' : 'numeric'}
                      autoComplete="off"
                      aria-required={key === 'Weight' ? 'true' : undefined}
                      registration={register(`Pieces.${i}.${key}`)}
                      error={errorAt(errors, `Pieces.${i}.${key}`)}
                    />
                  ))}
                </div>
                {pieceError && <p id={`piece-${i}-error`} className="mt-2 text-sm text-danger-700">{pieceError}</p>}
                {fields.length > 1 && (
                  <div className="mt-2 text-end">
                    <RowAction label={t('remove')} name={t('removeName', { number: i + 1 })} onClick={() => removePiece(i)} />
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-danger-700">{listError}</p>}
      <Button variant="secondary" onClick={() => append({ ...EMPTY_PIECE })} disabled={fields.length >= MAX_PIECES}>
        {t('add')}
      </Button>
    </div>
  );
}

/** Contents, declared value and cash on delivery. */
export function GoodsFields() {
  const t = useTranslations('booking.goods');
  const { register, control } = useFormContext<BookingInput>();
  const { errors } = useFormState({ control });
  return (
    <>
      <TextField id="Contents" label={t('contents')} className="md:col-span-2" aria-required="true" placeholder={t('contentsPlaceholder')} registration={register('Contents')} error={errorAt(errors, 'Contents')} />
      <TextField id="DeclaredValue" label={t('declaredValue')} inputMode="decimal" registration={register('DeclaredValue')} error={errorAt(errors, 'DeclaredValue')} />
      <TextField id="CodAmount" label={t('cod')} inputMode="decimal" registration={register('CodAmount')} error={errorAt(errors, 'CodAmount')} />
    </>
  );
}
