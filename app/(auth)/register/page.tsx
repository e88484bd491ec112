import Link from 'next/link';
import { RegisterForm } from '@/components/forms/register-form';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Register',
  description: `Request a ${site.name} business account for domestic and international courier services in the UAE.`,
  path: '/Register',
});

export default function RegisterPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-3xl space-y-6 rounded-lg bg-white p-6 shadow">
        <Link href="/" className="block text-center text-2xl font-bold text-brand-800">
          {site.name}
        </Link>
        <h1 className="text-center text-xl font-semibold">Register</h1>
        <p className="text-center text-sm text-slate-700">
          Request an account: we review every request and notify you when it is approved. Country, City and the phone
          numbers are optional.
        </p>
        <RegisterForm />
        <p className="text-center text-sm text-slate-700">
          Already have an account?{' '}
          <Link href="/Login" className="font-medium text-brand-700 underline">
            Login
          </Link>
        </p>
      </div>
    </main>
  );
}
