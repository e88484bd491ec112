import { getLocale, getTranslations } from 'next-intl/server';
import { SITE_AR } from '@/lib/content/ar/site';
import { START_SCRIPT } from '@/lib/csp';
import { site } from '@/lib/site';
import { LogoMark } from './logo';

/**
 * The start-up splash (spec: 2 seconds). It is a branded bar across the top
 * that animates for 2 s and fades, drawn by CSS alone: it does not cover the
 * page, so the first paint and the largest paint are the page's own content
 * and no JavaScript has to run before anything shows. The start script, inline
 * before it, skips it on the pages after the one the reader arrived on
 * (lib/csp.ts, START_SCRIPT) and picks an Arabic page's face; the Content Security Policy allows that
 * script by its SHA-256 (lib/csp.ts).
 */
export async function Splash() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('shell')]);
  return (
    <>
      <script
        // Allowed by its hash on every page, static or not (lib/csp.ts): it carries no nonce.
        dangerouslySetInnerHTML={{ __html: START_SCRIPT }}
      />
      <div id="splash" role="status" aria-label={t('splash.loading', { name: locale === 'ar' ? SITE_AR.name : site.name })} className="splash">
        <LogoMark className="h-7 w-7 shrink-0" />
        {/* The wordmark, in Latin letters in both languages, as on the logo. */}
        <span className="splash-brand" dir="ltr">
          {site.name}
        </span>
        <span className="splash-bar" />
      </div>
    </>
  );
}
