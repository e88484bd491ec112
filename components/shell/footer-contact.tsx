'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { usePageLocale } from '@/lib/i18n/client';
import { pagePathOf, type Locale } from '@/lib/i18n/locales';

/** Pages that already show the full contact form: the footer points to it instead. */
const PAGES_WITH_FORM = ['/contact-us', '/help-desk'];

export interface FooterContactTexts {
  title: string;
  hasForm: string;
  intro: string;
  loading: string;
}

function LazyLoader({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-muted">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      {text}
    </p>
  );
}

// The form (react-hook-form, yup, the phone checks) with its words (its own
// messages provider, in this page's language: loadContactForm) is a separate
// chunk fetched only when the footer comes near the screen, so it never weighs
// on the first load of the page above it; the toaster comes with its first
// toast (lazy-toast.ts). A plain import() rather than next/dynamic, whose loader would
// itself be part of every public page's first load.
const loadForm = (locale: Locale) => import('@/components/forms/contact-form-loader').then(async (m) => ({ ContactForm: await m.loadContactForm(locale) }));
type Loaded = Awaited<ReturnType<typeof loadForm>>;

/** The footer's contact form, loaded when the visitor scrolls close to it. Words from the server. */
export function FooterContact({ texts }: { texts: FooterContactTexts }) {
  const locale = usePageLocale();
  const pathname = pagePathOf(usePathname()).toLowerCase();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const hasPageForm = PAGES_WITH_FORM.includes(pathname);

  useEffect(() => {
    const el = ref.current;
    if (!el || near || hasPageForm) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near, hasPageForm]);

  useEffect(() => {
    if (!near || loaded) return;
    let live = true;
    // A failed download leaves the loader; the next page tries again.
    loadForm(locale).then((m) => live && setLoaded(m), () => undefined);
    return () => {
      live = false;
    };
  }, [near, loaded, locale]);

  return (
    <section aria-labelledby="footer-contact-title" className="mx-auto max-w-6xl px-4 pb-12">
      <div ref={ref} className="rounded-lg bg-surface p-6 text-ink md:p-8">
        <h2 id="footer-contact-title" className="text-xl font-bold text-brand-900">
          {texts.title}
        </h2>
        {hasPageForm ? (
          <p className="mt-2">{texts.hasForm}</p>
        ) : (
          <>
            <p className="mt-2 mb-4 text-muted">{texts.intro}</p>
            {loaded ? (
              <loaded.ContactForm source="footer" />
            ) : (
              <LazyLoader text={texts.loading} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
