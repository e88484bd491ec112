'use client';

import { useEffect, useState } from 'react';
import { usePageLocale } from '@/lib/i18n/client';
import { LOCALE_COOKIE, localizePath, splitLocale, type Locale } from '@/lib/i18n/locales';

/** The same page in the other language, query and fragment kept: `/ar/Login?x=1` ↔ `/Login?x=1`. */
export function otherLanguageHref(pathname: string, search: string, hash: string, target: Locale): string {
  const { path } = splitLocale(pathname);
  return `${localizePath(path, target)}${search}${hash}`;
}

/**
 * The language switch of the top bar and the portal header. Needs no message
 * catalogue (its parent passes the two labels): a plain link to the same page
 * in the other language, which also remembers the choice in a cookie for a
 * year, so English links lead this reader to Arabic pages (proxy.ts).
 * `onSwitch` lets the portal save the choice as the user's language too.
 */
export function LanguageSwitch({ label, title, className, onSwitch }: { label: string; title: string; className?: string; onSwitch?: (target: Locale) => void | Promise<void> }) {
  const locale = usePageLocale();
  const target: Locale = locale === 'ar' ? 'en' : 'ar';
  const [href, setHref] = useState(() => localizePath('/', target));
  useEffect(() => {
    const update = () => setHref(otherLanguageHref(window.location.pathname, window.location.search, window.location.hash, target));
    update();
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [target]);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      title={title}
      className={className}
      onClick={async (e) => {
        e.preventDefault();
        document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=31536000; samesite=lax`;
        await onSwitch?.(target);
        // A full load: <html lang dir> and the fonts change with the language.
        window.location.assign(otherLanguageHref(window.location.pathname, window.location.search, window.location.hash, target));
      }}
    >
      {label}
    </a>
  );
}
