'use client';
// The footer loads the contact form only when it scrolls near, outside any
// messages provider: loadContactForm(locale) brings the form and its messages
// in the page's language in one go (an English page never fetches the Arabic).
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { CONTACT_NAMESPACES } from './contact-namespaces';

type ContactMessages = Pick<Messages, (typeof CONTACT_NAMESPACES)[number]>;

function loadMessages(locale: Locale): Promise<ContactMessages> {
  const files =
    locale === 'ar'
      ? [import('@/lib/i18n/messages/ar/common.json'), import('@/lib/i18n/messages/ar/ui.json'), import('@/lib/i18n/messages/ar/contact.json')]
      : [import('@/lib/i18n/messages/en/common.json'), import('@/lib/i18n/messages/en/ui.json'), import('@/lib/i18n/messages/en/contact.json')];
  return Promise.all(files).then(([common, ui, contact]) => ({ common: common.default, ui: ui.default, contact: contact.default }) as ContactMessages);
}

/** The contact form wrapped in its own messages provider. */
export async function loadContactForm(locale: Locale) {
  const [{ ContactForm }, { MessagesProvider }, messages] = await Promise.all([import('./contact-form'), import('@/lib/i18n/messages-provider'), loadMessages(locale)]);
  return function LocalizedContactForm(props: ComponentProps<typeof ContactForm>) {
    return (
      <MessagesProvider locale={locale} messages={messages}>
        <ContactForm {...props} />
      </MessagesProvider>
    );
  };
}
