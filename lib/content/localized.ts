// The public site's long-form copy by language. Pages ask for `servicesFor(locale)`
// and friends instead of importing an English or Arabic module directly, so a
// page is written once for both languages. Server components only: both
// languages are imported statically, which costs nothing on the server.
import type { Locale } from '@/lib/i18n/locales';
import { GUIDE_AR } from './ar/developers';
import { HELP_DESK_FAQ_AR, HELP_DESK_QUESTIONS_AR } from './ar/faq';
import { BLOG_POSTS_AR } from './ar/blog';
import { HOME_AR } from './ar/home';
import { ABOUT_AR, CAREERS_AR, DELIVERY_AR, GALLERY_AR, LEGAL_UPDATED_LABEL_AR, PRIVACY_AR, TERMS_AR } from './ar/pages';
import { SERVICE_NAMES_AR } from './ar/service-names';
import { SERVICES_AR } from './ar/services';
import { formatDateAr } from './ar/site';
import { BLOG_POSTS, formatPostDate, type BlogPost } from './blog';
import { GUIDE, type GuideSection } from './developers';
import { HELP_DESK_FAQ, HELP_DESK_QUESTIONS, type FaqGroup } from './faq';
import { HOME, type HomeContent } from './home';
import {
  ABOUT,
  CAREERS,
  DELIVERY,
  GALLERY,
  LEGAL_UPDATED,
  LEGAL_UPDATED_LABEL,
  PRIVACY,
  TERMS,
  type AboutContent,
  type CareersContent,
  type DeliveryContent,
  type DocSection,
  type GalleryItem,
} from './pages';
import type { QA, ServiceContent } from './services';
import { SERVICES } from './services';
import { SERVICE_NAMES, type ServiceSlug } from './slugs';

export type { Locale };

/** The content pages' copy in one shape. */
export interface PagesContent {
  about: AboutContent;
  careers: CareersContent;
  delivery: DeliveryContent;
  gallery: readonly GalleryItem[];
  terms: readonly DocSection[];
  privacy: readonly DocSection[];
  /** ISO date on which the terms and the privacy policy take effect (the same in both languages). */
  legalUpdated: string;
  /** That date as the page shows it: "21 November 2026" / "21 نوفمبر 2026". */
  legalUpdatedLabel: string;
}

const PAGES_EN: PagesContent = {
  about: ABOUT,
  careers: CAREERS,
  delivery: DELIVERY,
  gallery: GALLERY,
  terms: TERMS,
  privacy: PRIVACY,
  legalUpdated: LEGAL_UPDATED,
  legalUpdatedLabel: LEGAL_UPDATED_LABEL,
};

const PAGES_AR: PagesContent = {
  about: ABOUT_AR,
  careers: CAREERS_AR,
  delivery: DELIVERY_AR,
  gallery: GALLERY_AR,
  terms: TERMS_AR,
  privacy: PRIVACY_AR,
  legalUpdated: LEGAL_UPDATED,
  legalUpdatedLabel: LEGAL_UPDATED_LABEL_AR,
};

const pick = <T>(locale: Locale, en: T, ar: T): T => (locale === 'ar' ? ar : en);

export const servicesFor = (locale: Locale): readonly ServiceContent[] => pick(locale, SERVICES, SERVICES_AR);

export function serviceFor(locale: Locale, slug: string): ServiceContent | undefined {
  return servicesFor(locale).find((s) => s.slug === slug);
}

export const serviceNamesFor = (locale: Locale): Readonly<Record<ServiceSlug, string>> => pick(locale, SERVICE_NAMES, SERVICE_NAMES_AR);

export const postsFor = (locale: Locale): readonly BlogPost[] => pick(locale, BLOG_POSTS, BLOG_POSTS_AR);

/** The article with this exact slug (as the spec spells it, in both languages), if any. */
export function postFor(locale: Locale, slug: string): BlogPost | undefined {
  return postsFor(locale).find((p) => p.slug === slug);
}

/** "2025-03-04" → "4 March 2025" / "4 مارس 2025". */
export const formatPostDateFor = (locale: Locale, iso: string): string => (locale === 'ar' ? formatDateAr(iso) : formatPostDate(iso));

export const faqFor = (locale: Locale): readonly FaqGroup[] => pick(locale, HELP_DESK_FAQ, HELP_DESK_FAQ_AR);

/** Every help desk question in one list (for FAQPage structured data). */
export const faqQuestionsFor = (locale: Locale): readonly QA[] => pick(locale, HELP_DESK_QUESTIONS, HELP_DESK_QUESTIONS_AR);

export const pagesFor = (locale: Locale): PagesContent => pick(locale, PAGES_EN, PAGES_AR);

export const homeFor = (locale: Locale): HomeContent => pick(locale, HOME, HOME_AR);

/** The merchant API guide (/developers/guide): its sections; the code is the same in both languages. */
export const guideFor = (locale: Locale): readonly GuideSection[] => pick(locale, GUIDE, GUIDE_AR);
