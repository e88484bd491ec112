'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The id of a tab's panel: `${idPrefix}-${key}-panel`; the tab is `${idPrefix}-${key}-tab`. */
  idPrefix: string;
}

export const tabId = (prefix: string, key: string) => `${prefix}-${key}-tab`;
export const panelId = (prefix: string, key: string) => `${prefix}-${key}-panel`;

/**
 * A tab list as the ARIA authoring practices describe it: one tab stop (the
 * selected tab), Left/Right arrows move between tabs and select them (they
 * wrap), Home and End go to the first and the last.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, idPrefix }: TabsProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(tabs[next]!.key);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-300">
      {tabs.map((t, i) => {
        const active = t.key === selected;
        return (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(idPrefix, t.key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(idPrefix, t.key)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px rounded-t border px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
              active ? 'border-slate-300 border-b-white bg-white text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-800'
            }`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The selected tab kept in the address (?tab=key, replaced, not pushed) and
 * the set of tabs opened so far: a panel is mounted when first shown and then
 * kept, so what was typed in it survives a look at another tab. Needs a
 * <Suspense> around the page content (useSearchParams).
 */
export function useTabInAddress<K extends string>(tabs: readonly TabItem<K>[], fallback: K) {
  const params = useSearchParams();
  const initial = tabs.find((t) => t.key === params.get('tab'))?.key ?? fallback;
  const [selected, setSelected] = useState<K>(initial);
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set([initial]));
  function select(next: K) {
    setSelected(next);
    setOpened((s) => (s.has(next) ? s : new Set([...s, next])));
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    window.history.replaceState(null, '', url);
  }
  return { selected, opened, select };
}
