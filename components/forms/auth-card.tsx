import Link from 'next/link';
import { site } from '@/lib/site';

/** The frame of the sign-in screens: a logo linking home, the page's h1 and its form. */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className={`w-full ${wide ? 'max-w-3xl' : 'max-w-sm'} space-y-6 rounded-lg bg-white p-6 shadow`}>
        <Link href="/" className="block text-center text-2xl font-bold text-brand-800">
          {site.name}
        </Link>
        <h1 className="text-center text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
