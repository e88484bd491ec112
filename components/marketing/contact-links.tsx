// Renderers for the <tel> and <mail> tags of rich messages: the phone number
// and e-mail address as links, kept left to right inside Arabic sentences.
import type { ReactNode } from 'react';
import { site } from '@/lib/site';

const linkClass = 'font-semibold text-brand-800 underline';

export const telLink = (chunks: ReactNode) => (
  <a href={site.phoneHref} dir="ltr" className={linkClass}>
    {chunks}
  </a>
);

export const mailLink = (chunks: ReactNode) => (
  <a href={`mailto:${site.email}`} dir="ltr" className={linkClass}>
    {chunks}
  </a>
);
