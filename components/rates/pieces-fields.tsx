'use client';

import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields';
import { MAX_PIECES } from '@/lib/schemas/rates';
import { EMPTY_PIECE } from './form-values';
import type { RateFormValues } from './types';

const DIMENSIONS = [
  { name: 'Length', label: 'Length (cm)' },
  { name: 'Width', label: 'Width (cm)' },
  { name: 'Height', label: 'Height (cm)' },
] as const;

/** The pieces of a shipment: one row per piece, added and removed by the visitor. */
export function PiecesFields() {
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = useFormContext<RateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'Pieces' });
  const listError = errors.Pieces?.message ?? errors.Pieces?.root?.message;

  function removePiece(index: number) {
    remove(index);
    // Keep the keyboard near where the visitor was: on the piece before the removed one.
    requestAnimationFrame(() => setFocus(`Pieces.${Math.max(0, index - 1)}.Weight`));
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-brand-900">Pieces</legend>
      <p className="text-sm text-slate-600">
        Weigh and measure each box or envelope. Dimensions are optional; without them only the actual weight counts.
      </p>
      {fields.map((field, i) => {
        const pieceErrors = errors.Pieces?.[i];
        // A rule over the whole piece ("all three dimensions, or none") lands on the piece itself.
        const pieceMessage = (pieceErrors as FieldError | undefined)?.message ?? pieceErrors?.root?.message;
        return (
          <fieldset
            key={field.id}
            className="rounded border border-slate-300 p-3"
            aria-describedby={pieceMessage ? `piece-${i}-error` : undefined}
          >
            <legend className="px-1 font-medium">Piece {i + 1}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <TextField
                id={`piece-${i}-weight`}
                label="Weight (kg)"
                inputMode="decimal"
                autoComplete="off"
                aria-required="true"
                registration={register(`Pieces.${i}.Weight`)}
                error={pieceErrors?.Weight}
              />
              {DIMENSIONS.map((d) => (
                <TextField
                  key={d.name}
                  id={`piece-${i}-${d.name.toLowerCase()}`}
                  label={d.label}
                  inputMode="numeric"
                  autoComplete="off"
                  registration={register(`Pieces.${i}.${d.name}`)}
                  error={pieceErrors?.[d.name]}
                />
              ))}
            </div>
            {pieceMessage && (
              <p id={`piece-${i}-error`} className="mt-2 text-sm text-red-700">
                {pieceMessage}
              </p>
            )}
            {fields.length > 1 && (
              <div className="mt-2 text-right">
                <button type="button" onClick={() => removePiece(i)} className="rounded px-2 py-1 text-sm font-semibold text-brand-700 underline">
                  Remove<span className="sr-only"> piece {i + 1}</span>
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <button
        type="button"
        onClick={() => append({ ...EMPTY_PIECE })}
        disabled={fields.length >= MAX_PIECES}
        className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        Add a piece
      </button>
    </fieldset>
  );
}
