import * as yup from 'yup';
import {
  countryCode,
  email,
  newPassword,
  optionalPhone,
  password,
  personName,
  requiredText,
  str,
  text,
  username,
} from './common';
import { userLocale } from './locale';

/** Login: "Email ID or Username" and Password. */
export const loginSchema = yup.object({
  email: str('Email ID or Username')
    .max(254, 'Email ID or Username must be at most 254 characters.')
    .required('Email ID or Username is required.'),
  password: password(),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** The account request form, field names as the spec's registration request. */
export const registerSchema = yup.object({
  username: username(),
  full_name: personName('Full Name'),
  email: email(),
  company_name: requiredText('Company Name', 120),
  address_line_1: requiredText('Address Line 1', 200),
  address_line_2: requiredText('Address Line 2', 200),
  phone_number: optionalPhone('Phone Number'),
  telephone_number: optionalPhone('Telephone Number'),
  // Country is optional on the form (spec §5): an empty choice means the default, AE.
  Country: countryCode()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .default('AE'),
  City: text('City', 100).default(''),
  Origin: str('Origin', 'upper')
    .matches(/^[A-Z]{0,5}$/, 'Origin must be a city code.')
    .default(''),
  // The language of the page the request was made on: the approval or rejection email is written in it.
  Locale: userLocale()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .default('en'),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

export const changePasswordSchema = yup.object({
  currentPassword: password('Current Password'),
  newPassword: newPassword().notOneOf(
    [yup.ref('currentPassword')],
    'New Password must be different from the current password.',
  ),
  confirmPassword: yup
    .string()
    .typeError('Confirm Password must be text.')
    .required('Confirm Password is required.')
    .oneOf([yup.ref('newPassword')], 'Passwords do not match.'),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;
