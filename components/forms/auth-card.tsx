import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/states';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';

/** The frame of the sign-in screens: a logo linking home (in the page's language), the page's h1 and its form. */
export function AuthCard({ title, locale, wide = false, children }: { title: string; locale: Locale; wide?: boolean; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-canvas p-4">
      <div className={`w-full ${wide ? 'max-w-3xl' : 'max-w-sm'} space-y-6 rounded-card bg-surface p-6 shadow-card`}>
        <Link href={localizePath('/', locale)} prefetch={false} className="block text-center text-2xl font-bold text-brand-800">{site.name}</Link>
        <h1 className="text-center text-xl font-semibold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The end of a sign-in form: the server's refusal, if any, then the full-width submit button. */
export function AuthSubmit({ error, busy, label, busyLabel }: { error: string | null; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {error && <Notice tone="danger" role="alert">{error}</Notice>}
      <Button type="submit" busy={busy} className="w-full">{busy ? busyLabel : label}</Button>
    </>
  );
}
