// The contact form (/contact-us, /help-desk): one schema for the form's
// resolver and for the courier API's POST contactus.
import * as yup from 'yup';
import type { ContactSource } from '@/courier-api/db/schema';
import { email, personName, requiredText, str } from './common';
import { optionalPhone } from './phone';

/** Topics a visitor can pick; the team routes the message by it. */
export const CONTACT_SUBJECTS = [
  'Tracking a shipment',
  'Rates and quotes',
  'Pickup request',
  'Customs and clearance',
  'Cash on delivery',
  'Damaged or missing parcel',
  'Business account',
  'Careers',
  'Something else',
] as const;

/** Where the form was sent from (kept with the message). */
export const CONTACT_SOURCES = ['contact-us', 'help-desk', 'footer'] as const satisfies readonly ContactSource[];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const contactSchema = yup.object({
  name: personName('Name'),
  email: email('Email'),
  phone: optionalPhone('Phone'),
  subject: str('Subject')
    .oneOf([...CONTACT_SUBJECTS, ''], 'Please choose a subject from the list.')
    .default(''),
  message: requiredText('Message', MESSAGE_MAX).min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters.`),
  source: str('Source').oneOf([...CONTACT_SOURCES], 'Unknown form.').default('contact-us'),
});
export type ContactInput = yup.InferType<typeof contactSchema>;
