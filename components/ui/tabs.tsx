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
  /** On a phone the tabs share the row and long labels wrap, so no tab scrolls out of sight. */
  fill?: boolean;
}

export const tabId = (prefix: string, key: string) => `${prefix}-${key}-tab`;
export const panelId = (prefix: string, key: string) => `${prefix}-${key}-panel`;

/**
 * A tab list as the ARIA authoring practices describe it: one tab stop (the
 * selected tab), Left/Right arrows move between tabs and select them (they
 * wrap; in a right-to-left page Left goes to the next one, as the tabs are
 * laid out), Home and End go to the first and the last.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, idPrefix, fill }: TabsProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const forward = index === last ? 0 : index + 1;
    const back = index === 0 ? last : index - 1;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = { ArrowRight: rtl ? back : forward, ArrowLeft: rtl ? forward : back, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(tabs[next]!.key);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1">
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
            className={`-mb-px min-h-tap border-b-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${fill ? 'flex-1 px-2 max-sm:leading-tight sm:flex-none sm:whitespace-nowrap sm:px-4' : 'shrink-0 whitespace-nowrap px-4'} ${
              active ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-brand-800'
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
 * kept, so what was typed in it survives a look at another tab. The tabs may
 * arrive late (they depend on the profile's permissions): until one is chosen
 * the address's tab, else `fallback`, is selected. Needs a <Suspense> around
 * the page content (useSearchParams); GatedPage has one.
 */
export function useTabInAddress<K extends string>(tabs: readonly TabItem<K>[], fallback: K | undefined) {
  const params = useSearchParams();
  const [chosen, setChosen] = useState<K | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set());
  const known = (k: string | null | undefined): k is K => !!k && tabs.some((t) => t.key === k);
  const fromAddress = params.get('tab');
  const selected = known(chosen) ? chosen : known(fromAddress) ? fromAddress : known(fallback) ? fallback : tabs[0]?.key;
  const opened: ReadonlySet<K> = selected && !visited.has(selected) ? new Set([...visited, selected]) : visited;
  function select(next: K) {
    setChosen(next);
    setVisited(new Set([...opened, next]));
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    window.history.replaceState(null, '', url);
  }
  // Only empty before late tabs arrive; callers render no panel then.
  return { selected: selected as K, opened, select };
}
