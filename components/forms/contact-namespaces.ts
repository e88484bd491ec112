import type { Namespace } from '@/lib/i18n/messages';

/** What the contact form reads: a page mounts it under <ClientMessages namespaces={CONTACT_NAMESPACES}>. */
export const CONTACT_NAMESPACES = ['common', 'ui', 'contact'] as const satisfies readonly Namespace[];
