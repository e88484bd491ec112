'use client';

interface SearchBoxProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}

export function SearchBox({ id, label, value, onChange, placeholder }: SearchBoxProps) {
  return (
    <div className="min-w-48 flex-1">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        className="mt-1 w-full rounded border border-slate-400 bg-white p-2"
      />
    </div>
  );
}

interface StatusSelectProps<T extends string> {
  id: string;
  label?: string;
  value: T;
  options: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
}

export function StatusSelect<T extends string>({ id, label = 'Status', value, options, onChange }: StatusSelectProps<T>) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className="mt-1 rounded border border-slate-400 bg-white p-2">
        {(Object.keys(options) as T[]).map((k) => (
          <option key={k} value={k}>
            {options[k]}
          </option>
        ))}
      </select>
    </div>
  );
}

export const primaryButton = 'rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButton = 'rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100';
