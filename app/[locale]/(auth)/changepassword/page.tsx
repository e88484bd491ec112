import type { Metadata } from 'next';
import { AuthCard } from '@/components/forms/auth-card';
import { ChangePasswordForm } from '@/components/forms/change-password-form';
import { SessionProviders } from '@/components/providers/session-providers';
import { Toasts } from '@/components/providers/toasts';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Change Password',
    description: `Change the password of your ${site.name} customer portal login.`,
    path: '/ChangePassword',
  }),
  robots: { index: false, follow: false },
};

export default async function ChangePasswordPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <AuthCard title="Change Password">
        {/* The form reads and updates the session, and toasts the outcome. */}
        <SessionProviders>
          <ChangePasswordForm />
        </SessionProviders>
      </AuthCard>
      <Toasts />
    </>
  );
}
