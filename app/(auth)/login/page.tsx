import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { LoginForm } from '@/components/forms/login-form';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Login',
  description: `Sign in to the ${site.name} customer portal.`,
  alternates: { canonical: '/Login' },
};

export default function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-sm space-y-6 rounded-lg bg-white p-6 shadow">
        <Link href="/" className="block text-center text-2xl font-bold text-brand-800">
          {site.name}
        </Link>
        <h1 className="text-center text-xl font-semibold">Login</h1>
        <Suspense>
          <LoginForm />
        </Suspense>
      </div>
    </main>
  );
}
