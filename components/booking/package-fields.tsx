'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { EMPTY_PIECE } from '@/components/rates/form-values';
import type { PieceFormValues } from '@/components/rates/types';
import { Button, RowAction } from '@/components/ui/button';
import { errorAt, messageAt, TextField } from '@/components/ui/form-fields';
import type { BookingInput } from '@/lib/schemas/booking';
import { MAX_PIECES } from '@/lib/schemas/rates';

const FIELDS = [
  ['Weight', 'Weight (kg)'],
  ['Length', 'Length (cm)'],
  ['Width', 'Width (cm)'],
  ['Height', 'Height (cm)'],
] as const;

const BOOKING_INTRO = 'Dimensions are optional; with all three, the volumetric weight (L × W × H / 5000) is charged when it is higher.';

/** The pieces (weight and optional dimensions) of the form in context, added and removed; the inputs hold text. */
export function PiecesFields({ intro = BOOKING_INTRO }: { intro?: string }) {
  const { control, register, setFocus, formState: { errors } } = useFormContext<{ Pieces: PieceFormValues[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'Pieces' });
  const listError = messageAt(errors, 'Pieces') ?? messageAt(errors, 'Pieces.root');

  function removePiece(index: number) {
    remove(index);
    // Keep the keyboard near where it was: on the piece before the removed one.
    requestAnimationFrame(() => setFocus(`Pieces.${Math.max(0, index - 1)}.Weight`));
  }

  return (
    <div className="space-y-4 md:col-span-2">
      <p className="text-sm text-muted">{intro}</p>
      <ol className="space-y-4">
        {fields.map((f, i) => {
          // A rule over the whole piece ("all three dimensions, or none") lands on the piece itself.
          const pieceError = messageAt(errors, `Pieces.${i}`) ?? messageAt(errors, `Pieces.${i}.root`);
          return (
            <li key={f.id}>
              <fieldset className="rounded-control border border-line p-3" aria-describedby={pieceError ? `piece-${i}-error` : undefined}>
                <legend className="px-1 font-semibold text-ink">{`Piece ${i + 1}`}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {FIELDS.map(([key, label]) => (
                    <TextField
                      key={key}
                      id={`Pieces-${i}-${key}`}
                      label={label}
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
                  <div className="mt-2 text-right">
                    <RowAction label="Remove" name={`piece ${i + 1}`} onClick={() => removePiece(i)} />
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-danger-700">{listError}</p>}
      <Button variant="secondary" onClick={() => append({ ...EMPTY_PIECE })} disabled={fields.length >= MAX_PIECES}>
        Add a piece
      </Button>
    </div>
  );
}

/** Contents, declared value and cash on delivery. */
export function GoodsFields() {
  const { register, formState: { errors } } = useFormContext<BookingInput>();
  return (
    <>
      <TextField id="Contents" label="Contents" className="md:col-span-2" aria-required="true" placeholder="e.g. Documents, clothes" registration={register('Contents')} error={errorAt(errors, 'Contents')} />
      <TextField id="DeclaredValue" label="Declared value in AED (optional)" inputMode="decimal" registration={register('DeclaredValue')} error={errorAt(errors, 'DeclaredValue')} />
      <TextField id="CodAmount" label="Cash on delivery in AED (optional)" inputMode="decimal" registration={register('CodAmount')} error={errorAt(errors, 'CodAmount')} />
    </>
  );
}
