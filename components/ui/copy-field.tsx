'use client';

import { useState, type RefObject } from 'react';
import { Button } from './button';
import { controlClass, labelClass } from './form-fields';

interface CopyFieldProps {
  id: string;
  label: string;
  value: string;
  /** The input, for the dialog's initial focus and for selecting it when the clipboard is refused. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The caller's words: the button, and what the status line says after copying or selecting. */
  texts: { copy: string; copied: string; selected: string };
  /** A long value (an API key): the button goes under the field on phones, the text is smaller. */
  long?: boolean;
}

/**
 * A value shown once (a one-time password, an API key, a signing secret):
 * read-only and selected on focus, with a copy button that falls back to
 * selecting it for Ctrl+C where the clipboard is refused (permissions, plain http).
 */
export function CopyField({ id, label, value, inputRef, texts, long = false }: CopyFieldProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      inputRef.current?.select();
      setCopied('no');
    }
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={long ? 'flex flex-col gap-2 sm:flex-row sm:items-end' : 'flex items-end gap-2'}>
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.target.select()}
          dir="ltr"
          spellCheck={false}
          className={`${controlClass} min-w-0 flex-1 bg-canvas font-mono ${long ? 'text-sm' : 'text-lg tracking-wide'}`}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-muted">
        {copied === 'yes' ? texts.copied : copied === 'no' ? texts.selected : ''}
      </p>
    </div>
  );
}
