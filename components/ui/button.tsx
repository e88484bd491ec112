import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const BASE =
  'inline-flex min-h-tap items-center justify-center gap-2 rounded-control px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-control bg-surface text-ink hover:bg-canvas',
  danger: 'bg-danger-700 text-white hover:bg-danger-800',
  ghost: 'text-brand-800 hover:bg-brand-50',
};

/** The class of a kit button, for links that look like one (`<Link className={buttonClass('secondary')}>`). */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') => `${BASE} ${VARIANTS[variant]} ${extra}`;

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Disables the button and tells assistive technology that its action is running. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy, disabled, type = 'button', className = '', ...props }: ButtonProps) {
  return <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={buttonClass(variant, className)} {...props} />;
}

const ROW_ACTION =
  'inline-flex min-h-tap items-center rounded-control px-2 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 md:min-h-0 md:py-1';

interface RowActionProps {
  label: string;
  /** Says which row it acts on, for screen readers ("Edit" + " Aisha Rahman"). */
  name: string;
  onClick: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

/** A compact action in a table row or card; its accessible name names the row. */
export function RowAction({ label, name, onClick, tone = 'default', disabled }: RowActionProps) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={`${ROW_ACTION} ${tone === 'danger' ? 'text-danger-800' : 'text-brand-800'}`}>
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

/** The same look for a link (`<Link className={rowActionClass}>`). */
export const rowActionClass = `${ROW_ACTION} text-brand-800`;
