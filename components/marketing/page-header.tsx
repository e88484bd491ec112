import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@/lib/i18n/locales';

export interface Crumb {
  label: string;
  href?: string;
}

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** The trail's last step, when it is not the title ("Media" for "Media Gallery"). */
  crumb?: string;
  /** Steps between Home and this page (Services, Blogs); or the whole trail, Home first. Links in the spec's spelling. */
  crumbs?: Crumb[];
  /**
   * The breadcrumb landmark's name ("Breadcrumb"), for a client island whose
   * provider does not carry `marketing`: given with a whole trail, the header
   * reads no message of its own.
   */
  label?: string;
}

/**
 * The heading band of a content page in the page's language: breadcrumb trail
 * (Home › … › this page, links localized) and the page's one h1. Its words are
 * `marketing.pageHeader`: on the server from the request, in a client island
 * from its provider (or `label` and a whole trail from the caller).
 */
export function PageHeader({ title, intro, crumb = title, crumbs: given = [], label }: PageHeaderProps) {
  // Not scoped to `marketing.pageHeader`: a scoped hook checks its namespace at once, and a
  // client island that gives `label` and a whole trail has none to give it.
  const t = useTranslations();
  const locale = useLocale();
  const home = localizePath('/', locale);
  const whole = given[0]?.href === '/' || given[0]?.href === home;
  const trail = (whole ? given : [{ label: t('marketing.pageHeader.home'), href: '/' }, ...given, { label: crumb }]).map((c) => (c.href ? { ...c, href: localizePath(c.href, locale) } : c));
  return (
    <header className="bg-brand-800 px-4 py-10 text-white">
      <div className="mx-auto max-w-6xl">
        <nav aria-label={label ?? t('marketing.pageHeader.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-2 text-sm text-brand-100">
            {trail.map((c, i) => (
              <li key={`${c.label}-${i}`} className="flex items-center gap-2">
                {/* Onward is leftward on Arabic pages; the arrow is chosen, not mirrored (browsers differ), and held LTR. */}
                {i > 0 && (locale === 'ar' ? <span aria-hidden="true" dir="ltr">‹</span> : <span aria-hidden="true">›</span>)}
                {c.href ? (
                  // Home is not prefetched: its islands' scripts (the carousel, the tracking form) would download as this page starts (issue 12).
                  <Link href={c.href} prefetch={c.href === home ? false : undefined} className="underline-offset-2 hover:underline">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current="page">{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold md:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-brand-50">{intro}</p>}
      </div>
    </header>
  );
}
