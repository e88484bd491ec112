import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AuthCard } from '@/components/forms/auth-card';
import { RegisterForm } from '@/components/forms/register-form';
import { DataProvider } from '@/components/providers/data-provider';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localizePath } from '@/lib/i18n/locales';
import { AUTH_NAMESPACES } from '@/lib/i18n/namespaces';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { authMetadata } from '../auth-metadata';

export const generateMetadata = ({ params }: { params: LocaleParams }) => authMetadata(params, 'register', '/Register');

// The country and city selects' prompts are the booking form's (components/forms/country-city-select.tsx).
const REGISTER_NAMESPACES = [...AUTH_NAMESPACES, 'booking'] as const;

export default async function RegisterPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('auth.register');
  return (
    <>
      <AuthCard title={t('title')} locale={locale} wide>
        <p className="text-center text-sm text-muted">{t('intro')}</p>
        {/* The country and city lists come through SWR; a refused request is toasted. */}
        <ClientMessages namespaces={REGISTER_NAMESPACES}>
          <DataProvider>
            <RegisterForm />
          </DataProvider>
        </ClientMessages>
        <p className="text-center text-sm text-muted">
          {t('haveAccount')}{' '}
          <Link href={localizePath('/Login', locale)} className="font-medium text-brand-700 underline">
            {t('login')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
