'use client';

import { useTranslations } from 'next-intl';
import { PERMISSIONS, type Permission, type PermissionSet } from '@/lib/schemas/users';

interface PermissionCheckboxesProps {
  idPrefix: string;
  value: PermissionSet;
  onChange: (key: Permission, checked: boolean) => void;
  /** What the signed-in user holds: only those can be given or taken away. */
  caller: PermissionSet;
  /** Set when no box may change (the primary user keeps all six). */
  lockedReason?: string;
}

/**
 * The six permissions as checkboxes. A box the caller may not change is
 * disabled and described by the reason, so the rule is read out, not guessed.
 */
export function PermissionCheckboxes({ idPrefix, value, onChange, caller, lockedReason }: PermissionCheckboxesProps) {
  const t = useTranslations('subUsers');
  // The permissions' names are the portal's (its account summary names them too).
  const names = useTranslations('portal.permissions');
  const noteId = `${idPrefix}-permissions-note`;
  const anyLacking = PERMISSIONS.some((k) => !caller[k]);
  const note = lockedReason ?? (anyLacking ? t('form.lacking') : undefined);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-medium text-ink">{t('form.permissions')}</legend>
      {note && (
        <p id={noteId} className="mt-1 text-sm text-muted">
          {note}
        </p>
      )}
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {PERMISSIONS.map((k) => {
          const disabled = Boolean(lockedReason) || !caller[k];
          const id = `${idPrefix}-perm-${k}`;
          return (
            <label key={k} htmlFor={id} className={`flex min-h-tap items-center gap-3 rounded-control border border-line px-3 py-2 ${disabled ? 'bg-canvas text-muted' : 'text-ink'}`}>
              <input
                id={id}
                type="checkbox"
                checked={value[k]}
                disabled={disabled}
                aria-describedby={disabled && note ? noteId : undefined}
                onChange={(e) => onChange(k, e.target.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              {names(k)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
