'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiMessage } from '@/components/ui/api-message';
import { TextField } from '@/components/ui/form-fields';
import { Skeleton } from '@/components/ui/states';
import { AuthSubmit } from './auth-card';
import { lazyYupResolver } from './lazy-resolver';
import type { TwoFactorMode } from './two-factor-step';
import { usePageLocale } from '@/lib/i18n/client';
import type { PickedMessages } from '@/lib/i18n/picked-messages';
import { localizePath } from '@/lib/i18n/locales';
import { landingPath } from '@/lib/landing';
import type { LoginInput } from '@/lib/schemas/auth';

/** Only same-site paths are followed after login. */
function safeCallback(url: string | null): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

// The shared yup schema loads on first use (focus or submit), not with the page:
// its module brings yup and the phone-number metadata of the other auth forms,
// about 40 kB of script that the login screen needs only once someone types.
// A failed download is tried again on the next submit.
const schema = lazyYupResolver<LoginInput>(() => import('@/lib/schemas/auth').then((m) => m.loginSchema));

// next-auth's client and SWR's cache are needed only to sign in: they load with
// the schema (first focus), so the login screen's first load is the form alone.
const loadSignIn = () => Promise.all([import('next-auth/react'), import('swr')]);

// The second step (and next-intl's client runtime with it) loads only when the API asks for a code.
const TwoFactorIsland = lazy(() => import('./two-factor-island').then((m) => ({ default: m.TwoFactorIsland })));

/** The login form's own texts, in the page's language (the server passes them: no message provider on /login). */
export interface LoginTexts {
  email: string;
  password: string;
  submit: string;
  busy: string;
  error: string;
}

export function LoginForm({ texts, secondStep: secondStepMessages }: { texts: LoginTexts; secondStep: PickedMessages }) {
  const router = useRouter();
  const locale = usePageLocale();
  const apiText = useApiMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<{ mode: TwoFactorMode; challenge: string } | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<LoginInput>({ resolver: schema.resolver });

  async function onSubmit(values: LoginInput) {
    setServerError(null);
    const [{ signIn }] = await loadSignIn();
    const res = await signIn('credentials', { ...values, redirect: false });
    // A second factor is needed (lib/auth.ts): "two-factor:<verify|setup>:<challenge>".
    const step = res?.error ? /^two-factor:(verify|setup):(.+)$/.exec(res.error) : null;
    if (step) {
      setSecondStep({ mode: step[1] as TwoFactorMode, challenge: step[2]! });
      return;
    }
    if (!res || res.error) {
      setServerError(res?.error && res.error !== 'CredentialsSignin' ? res.error : texts.error);
      return;
    }
    await signedIn();
  }

  async function signedIn() {
    const [{ getSession }, { mutate }] = await loadSignIn();
    // Login invalidates the cached profile.
    await mutate('auth/profile', undefined, { revalidate: false });
    const session = await getSession();
    // Read at submit time rather than with useSearchParams, which would keep the form out of the static HTML.
    // Signing in keeps the page's language: an Arabic login lands on the Arabic portal (or the Arabic of its callback).
    const callback = safeCallback(new URLSearchParams(window.location.search).get('callbackUrl'));
    // Without a page that asked for the sign-in, each role lands on its own first page (couriers in their app, Ops on dispatch).
    router.replace(localizePath(session?.first ? '/ChangePassword' : (callback ?? landingPath(session?.role)), locale));
    router.refresh();
  }

  if (secondStep) {
    return (
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <TwoFactorIsland
          picked={secondStepMessages}
          mode={secondStep.mode}
          challenge={secondStep.challenge}
          onSignedIn={() => void signedIn().catch(() => setServerError(texts.error))}
          onBack={() => setSecondStep(null)}
        />
      </Suspense>
    );
  }

  return (
    <form
      onSubmit={(e) => handleSubmit(onSubmit)(e).catch(() => setServerError(texts.error))}
      onFocus={() => {
        schema.preload();
        void loadSignIn().catch(() => undefined);
      }}
      noValidate
      className="space-y-4"
    >
      <TextField id="email" label={texts.email} type="email" dir="ltr" autoComplete="username" registration={register('email')} error={errors.email} />
      <TextField id="password" label={texts.password} type="password" dir="ltr" autoComplete="current-password" registration={register('password')} error={errors.password} />
      <AuthSubmit error={serverError && apiText(serverError)} busy={isSubmitting} label={texts.submit} busyLabel={texts.busy} />
    </form>
  );
}
