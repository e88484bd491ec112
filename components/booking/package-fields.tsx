'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields';
import type { BookingInput } from '@/lib/schemas/booking';
import { errorAt, messageAt } from '@/components/ui/form-fields';
import { MAX_PIECES } from '@/lib/schemas/rates';

/** A new, empty piece (the inputs hold text; the schema reads numbers from it). */
export const emptyPiece = () => ({ Weight: '', Length: '', Width: '', Height: '' }) as unknown as BookingInput['Pieces'][number];

const DIMENSIONS = [
  ['Length', 'Length (cm)'],
  ['Width', 'Width (cm)'],
  ['Height', 'Height (cm)'],
] as const;

/** The pieces (weight and optional dimensions), added and removed. */
export function PiecesFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BookingInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'Pieces' });
  const listError = messageAt(errors, 'Pieces') ?? messageAt(errors, 'Pieces.root');

  return (
    <div className="space-y-4 md:col-span-2">
      <p className="text-sm text-slate-700">Dimensions are optional; with all three, the volumetric weight (L × W × H / 5000) is charged when it is higher.</p>
      <ol className="space-y-4">
        {fields.map((f, i) => {
          const pieceError = messageAt(errors, `Pieces.${i}`);
          return (
            <li key={f.id}>
              <fieldset className="rounded border border-slate-200 p-3" aria-describedby={pieceError ? `piece-${i}-error` : undefined}>
                <legend className="px-1 font-semibold">{`Piece ${i + 1}`}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-5 sm:items-end">
                  <TextField
                    id={`Pieces-${i}-Weight`}
                    label="Weight (kg)"
                    inputMode="decimal"
                    aria-required="true"
                    registration={register(`Pieces.${i}.Weight`)}
                    error={errorAt(errors, `Pieces.${i}.Weight`)}
                  />
                  {DIMENSIONS.map(([key, label]) => (
                    <TextField
                      key={key}
                      id={`Pieces-${i}-${key}`}
                      label={label}
                      inputMode="numeric"
                      registration={register(`Pieces.${i}.${key}`)}
                      error={errorAt(errors, `Pieces.${i}.${key}`)}
                    />
                  ))}
                  <button
                    type="button"
                    onClick={() => remove(i)}
                    disabled={fields.length === 1}
                    className="h-10.5 rounded border border-slate-400 px-3 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50"
                  >
                    Remove<span className="sr-only">{` piece ${i + 1}`}</span>
                  </button>
                </div>
                {pieceError && (
                  <p id={`piece-${i}-error`} className="mt-2 text-sm text-red-700">
                    {pieceError}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {typeof listError === 'string' && <p className="text-sm text-red-700">{listError}</p>}
      <button
        type="button"
        onClick={() => append(emptyPiece())}
        disabled={fields.length >= MAX_PIECES}
        className="rounded border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
      >
        Add a piece
      </button>
    </div>
  );
}

/** Contents, declared value and cash on delivery. */
export function GoodsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingInput>();
  return (
    <>
      <TextField id="Contents" label="Contents" className="md:col-span-2" aria-required="true" placeholder="e.g. Documents, clothes" registration={register('Contents')} error={errorAt(errors, 'Contents')} />
      <TextField id="DeclaredValue" label="Declared value in AED (optional)" inputMode="decimal" registration={register('DeclaredValue')} error={errorAt(errors, 'DeclaredValue')} />
      <TextField id="CodAmount" label="Cash on delivery in AED (optional)" inputMode="decimal" registration={register('CodAmount')} error={errorAt(errors, 'CodAmount')} />
    </>
  );
}
