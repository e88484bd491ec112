import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/forms/auth-card';
import { ChangePasswordForm } from '@/components/forms/change-password-form';
import { SessionProviders } from '@/components/providers/session-providers';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { AUTH_NAMESPACES } from '@/lib/i18n/namespaces';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { authMetadata } from '../auth-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return { ...(await authMetadata(params, 'changePassword', '/ChangePassword')), robots: { index: false, follow: false } };
}

export default async function ChangePasswordPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('auth.changePassword');
  return (
    <>
      <AuthCard title={t('title')} locale={locale}>
        {/* The form reads and updates the session, and toasts the outcome. */}
        <ClientMessages namespaces={AUTH_NAMESPACES}>
          <SessionProviders>
            <ChangePasswordForm />
          </SessionProviders>
        </ClientMessages>
      </AuthCard>
    </>
  );
}
