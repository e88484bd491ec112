import type { Metadata } from 'next';
import Link from 'next/link';
import { ChangePasswordForm } from '@/components/forms/change-password-form';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Change Password',
    description: `Change the password of your ${site.name} customer portal login.`,
    path: '/ChangePassword',
  }),
  robots: { index: false, follow: false },
};

export default function ChangePasswordPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-sm space-y-6 rounded-lg bg-white p-6 shadow">
        <Link href="/" className="block text-center text-2xl font-bold text-brand-800">
          {site.name}
        </Link>
        <h1 className="text-center text-xl font-semibold">Change Password</h1>
        <ChangePasswordForm />
      </div>
    </main>
  );
}
