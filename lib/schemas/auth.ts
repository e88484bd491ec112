import * as yup from 'yup';
import { countryCode, email, newPassword, password, personName, requiredText, str, text, username } from './common';
import { optionalPhone } from './phone';
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

// ---- two-factor sign-in and sessions (issue 17) ------------------------------

/** The random token of the browser's device cookie (the website mints it; the API keeps only its hash). */
const deviceToken = () =>
  str('Device token')
    .matches(/^[A-Za-z0-9_-]{32,128}$/, { message: 'Device token is not valid.', excludeEmptyString: true })
    .default('');
const userAgent = () => str('User agent').max(512, 'User agent must be at most 512 characters.').default('');

/** What the website sends to auth/signin: the form's fields, and which browser it is. */
export const signinRequestSchema = loginSchema.shape({ device_token: deviceToken(), user_agent: userAgent() });

/** Six digits from the authenticator app, or a recovery code ("abcde-fghij"). */
export const twoFactorCode = () =>
  str('Code')
    .max(20, 'Code must be at most 20 characters.')
    .required('Please enter the code from your authenticator app.');

/** The second step of a sign-in: the first step's challenge and a code. */
export const twoFactorSigninSchema = yup.object({
  challenge: str('Challenge').max(1000, 'Challenge must be at most 1000 characters.').required('Please sign in with your password first.'),
  code: twoFactorCode(),
  remember: yup.boolean().typeError('Remember this device must be true or false.').default(false),
  device_token: deviceToken(),
  user_agent: userAgent(),
});
export type TwoFactorSigninInput = yup.InferType<typeof twoFactorSigninSchema>;

/** The code form: turning two-factor sign-in on, new recovery codes. */
export const twoFactorCodeSchema = yup.object({ code: twoFactorCode() });
export type TwoFactorCodeInput = yup.InferType<typeof twoFactorCodeSchema>;

/** Starting enrolment: signed in, or in the middle of a sign-in that requires it (the challenge). */
export const twoFactorSetupSchema = yup.object({
  challenge: str('Challenge').max(1000, 'Challenge must be at most 1000 characters.').default(''),
});

/** Turning two-factor sign-in off takes the password. */
export const twoFactorDisableSchema = yup.object({ password: password('Current Password') });
export type TwoFactorDisableInput = yup.InferType<typeof twoFactorDisableSchema>;

export const endSessionSchema = yup.object({
  SessionId: str('Session')
    .matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Session is not valid.')
    .required('Session is required.'),
});
