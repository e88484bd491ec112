import Link from 'next/link';
import { AuthCard } from '@/components/forms/auth-card';
import { RegisterForm } from '@/components/forms/register-form';
import { DataProvider } from '@/components/providers/data-provider';
import { Toasts } from '@/components/providers/toasts';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata = pageMetadata({
  title: 'Register',
  description: `Request a ${site.name} business account for domestic and international courier services in the UAE.`,
  path: '/Register',
});

export default async function RegisterPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <AuthCard title="Register" wide>
        <p className="text-center text-sm text-muted">
          Request an account: we review every request and notify you when it is approved. Country, City and the phone
          numbers are optional.
        </p>
        {/* The country and city lists come through SWR; a refused request is toasted. */}
        <DataProvider>
          <RegisterForm />
        </DataProvider>
        <p className="text-center text-sm text-muted">
          Already have an account?{' '}
          <Link href="/Login" className="font-medium text-brand-700 underline">
            Login
          </Link>
        </p>
      </AuthCard>
      <Toasts />
    </>
  );
}
