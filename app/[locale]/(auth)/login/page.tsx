import { AuthCard } from '@/components/forms/auth-card';
import { LoginForm } from '@/components/forms/login-form';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata = pageMetadata({
  title: 'Login',
  description: `Sign in to the ${site.name} customer portal.`,
  path: '/Login',
});

// The form reads ?callbackUrl only when submitted, so it is part of the static HTML.
export default async function LoginPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <AuthCard title="Login">
      <LoginForm />
    </AuthCard>
  );
}
