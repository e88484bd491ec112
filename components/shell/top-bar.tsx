import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { rawMessage } from '@/lib/i18n/server';
import { site } from '@/lib/site';
import { AccountLinks } from './account-links';

/** The promo line, the account links (Login/Register, or the Customer Portal menu) and the language switch. */
export async function TopBar() {
  const [t, tc] = await Promise.all([getTranslations('shell'), getTranslations('common')]);
  return (
    <section aria-label={t('topBar.label')} className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        {/* The number in its own left-to-right isolate: inside Arabic text its groups would otherwise run backwards. */}
        <p>{t.rich('topBar.promo', { number: site.phone, phone: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
        {/* The switch comes last and the group keeps to the end of its line (a line of its own on a
            phone), so the account links filling in after the session check never move it. */}
        <div className="ms-auto flex flex-wrap items-center justify-end gap-x-4 gap-y-1">
          <AccountLinks
            texts={{
              label: t('account.label'),
              login: t('account.login'),
              register: t('account.register'),
              welcome: await rawMessage('shell.account.welcome'),
              portal: t('account.portal'),
              dashboard: t('account.dashboard'),
              changePassword: t('account.changePassword'),
              security: t('account.security'),
              logout: t('account.logout'),
            }}
          />
          <LanguageSwitch
            label={tc('language.switchTo')}
            title={tc('language.switchLabel')}
            className="rounded-control font-semibold underline-offset-4 hover:underline"
          />
        </div>
      </div>
    </section>
  );
}
