import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/forms/auth-card';
import { LoginForm } from '@/components/forms/login-form';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { AUTH_NAMESPACES } from '@/lib/i18n/namespaces';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { authMetadata } from '../auth-metadata';

export const generateMetadata = ({ params }: { params: LocaleParams }) => authMetadata(params, 'login', '/Login');

// The form reads ?callbackUrl only when submitted, so it is part of the static HTML.
export default async function LoginPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('auth.login');
  return (
    <AuthCard title={t('title')} locale={locale}>
      <ClientMessages namespaces={AUTH_NAMESPACES}>
        <LoginForm />
      </ClientMessages>
    </AuthCard>
  );
}
