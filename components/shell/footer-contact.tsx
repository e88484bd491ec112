'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Pages that already show the full contact form: the footer points to it instead. */
const PAGES_WITH_FORM = ['/contact-us', '/help-desk'];

function LazyLoader() {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-muted">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      Loading the contact form…
    </p>
  );
}

// The form (react-hook-form, yup, the phone checks) and the toaster it raises
// its outcome in are a separate chunk that is fetched only when the footer
// comes near the screen, so it never weighs on the first load of the page
// above it. A plain import() rather than next/dynamic, whose loader would
// itself be part of every public page's first load.
const loadForm = () =>
  Promise.all([import('@/components/forms/contact-form'), import('@/components/providers/toasts')]).then(([form, toasts]) => ({
    ContactForm: form.ContactForm,
    Toasts: toasts.Toasts,
  }));
type Loaded = Awaited<ReturnType<typeof loadForm>>;

/** The footer's contact form, loaded when the visitor scrolls close to it. */
export function FooterContact() {
  const pathname = usePathname().toLowerCase();
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
    loadForm().then((m) => live && setLoaded(m), () => undefined);
    return () => {
      live = false;
    };
  }, [near, loaded]);

  return (
    <section aria-labelledby="footer-contact-title" className="mx-auto max-w-6xl px-4 pb-12">
      <div ref={ref} className="rounded-lg bg-surface p-6 text-ink md:p-8">
        <h2 id="footer-contact-title" className="text-xl font-bold text-brand-900">
          Write to us
        </h2>
        {hasPageForm ? (
          <p className="mt-2">Use the contact form above, or call our hotline.</p>
        ) : (
          <>
            <p className="mt-2 mb-4 text-muted">Questions about a delivery, a quote or a business account? We reply within one working day.</p>
            {loaded ? (
              <>
                <loaded.ContactForm source="footer" />
                <loaded.Toasts />
              </>
            ) : (
              <LazyLoader />
            )}
          </>
        )}
      </div>
    </section>
  );
}
