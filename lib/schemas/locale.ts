// The language a user reads their emails in (users.locale, registration_requests.locale).
// A module of its own so the register form's bundle does not pull in the sub-user schemas.
import * as yup from 'yup';
import { LOCALES, type Locale } from '../i18n/locales';

/** The site's languages (lib/i18n/locales.ts): English at the spec's paths, Arabic under /ar. */
export const USER_LOCALES = LOCALES;
export type UserLocale = Locale;

/** `Locale`: exactly en or ar; anything else (other case, other type, null) is refused. */
export const userLocale = (label = 'Locale') =>
  yup
    .mixed<UserLocale>()
    .test('locale', `${label} must be en (English) or ar (Arabic).`, (v) => v === undefined || (USER_LOCALES as readonly unknown[]).includes(v));
