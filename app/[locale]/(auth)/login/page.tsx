import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/forms/auth-card';
import { LoginForm } from '@/components/forms/login-form';
import { pickMessages } from '@/lib/i18n/picked-messages';
import { TWO_FACTOR_NAMESPACES } from '@/lib/i18n/namespaces';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { authMetadata } from '../auth-metadata';

export const generateMetadata = ({ params }: { params: LocaleParams }) => authMetadata(params, 'login', '/Login');

// The form reads ?callbackUrl only when submitted, so it is part of the static HTML.
export default async function LoginPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const [t, secondStep] = await Promise.all([getTranslations('auth.login'), pickMessages(TWO_FACTOR_NAMESPACES)]);
  // The form's texts come as props and the second step's messages ride along for when it is needed:
  // the login screen loads no message provider (next-intl's client runtime) until a code is asked for.
  const texts = { email: t('email'), password: t('password'), submit: t('submit'), busy: t('busy'), error: t('error') };
  return (
    <AuthCard title={t('title')} locale={locale}>
      <LoginForm texts={texts} secondStep={secondStep} />
    </AuthCard>
  );
}
