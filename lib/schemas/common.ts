// Building blocks for the yup schemas shared by forms and the courier API.
// Free text is checked for markup and control characters so that nothing a
// person would not type reaches the database.
import * as yup from 'yup';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MARKUP = /[<>]/;

/**
 * A string field that is trimmed (and optionally case-folded) safely: yup's own
 * trim()/lowercase() transforms throw a TypeError on objects such as
 * { "$ne": 1 }, which would turn bad input into a 500.
 */
export function str(label: string, fold?: 'lower' | 'upper') {
  return yup
    .string()
    .typeError(`${label} must be text.`)
    .transform((v: unknown) => {
      if (typeof v !== 'string') return v;
      const t = v.trim();
      return fold === 'lower' ? t.toLowerCase() : fold === 'upper' ? t.toUpperCase() : t;
    });
}

/** Required free text: trimmed, length-limited, no markup or control characters. */
export function text(label: string, max: number) {
  return str(label)
    .max(max, `${label} must be at most ${max} characters.`)
    .test('no-markup', `${label} must not contain < or >.`, (v) => !v || !MARKUP.test(v))
    .test('no-control', `${label} contains characters that are not allowed.`, (v) => !v || !CONTROL_CHARS.test(v));
}

export function requiredText(label: string, max: number) {
  return text(label, max).required(`${label} is required.`);
}

/** Letters from any script, spaces and the punctuation names really use. */
export function personName(label: string) {
  return requiredText(label, 100).matches(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, {
    message: `${label} may contain only letters, spaces, apostrophes, dots and hyphens.`,
    excludeEmptyString: true,
  });
}

export function email(label = 'Email ID') {
  return str(label, 'lower')
    .max(254, `${label} must be at most 254 characters.`)
    .email(`Please enter a valid email address.`)
    .matches(/^[^\s<>'";]+$/, { message: 'Please enter a valid email address.', excludeEmptyString: true })
    .required(`${label} is required.`);
}

/** An email address that may be left empty. */
export function optionalEmail(label = 'Email') {
  return str(label, 'lower')
    .max(254, `${label} must be at most 254 characters.`)
    .email('Please enter a valid email address.')
    .matches(/^[^\s<>'";]+$/, { message: 'Please enter a valid email address.', excludeEmptyString: true })
    .default('');
}

export function username(label = 'User Name') {
  // required() first, so an empty field says it is required rather than too short.
  return str(label)
    .required(`${label} is required.`)
    .min(3, `${label} must be at least 3 characters.`)
    .max(30, `${label} must be at most 30 characters.`)
    .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
      message: `${label} may contain only letters, digits, dots, hyphens and underscores, and must start with a letter or digit.`,
      excludeEmptyString: true,
    });
}

/** ISO 3166-1 alpha-2 country code. Membership in the real list is checked by the API. */
export function countryCode(label = 'Country') {
  return str(label, 'upper')
    .matches(/^[A-Z]{2}$/, { message: `${label} must be a two-letter country code.`, excludeEmptyString: true });
}

export const password = (label = 'Password') =>
  yup
    .string()
    .typeError(`${label} must be text.`)
    .max(128, `${label} must be at most 128 characters.`)
    .required(`${label} is required.`);

/** Rules for a password a person chooses (not for typing an existing one). */
export const newPassword = (label = 'New Password') =>
  password(label)
    .min(8, `${label} must be at least 8 characters.`)
    .matches(/[A-Za-z]/, `${label} must contain a letter.`)
    .matches(/[0-9]/, `${label} must contain a digit.`);

/** A whole number field that also accepts the text a form input holds ("3"). */
export function wholeNumber(label: string, min: number, max: number) {
  return yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string') {
        const t = original.trim();
        return t === '' ? undefined : /^-?\d+$/.test(t) ? Number(t) : NaN;
      }
      return value;
    })
    .typeError(`${label} must be a whole number.`)
    .integer(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
}

/** A test: the field must be filled when the `field` beside it is `value` (a transfer's reference, a rejection's reason). */
export function requiredWhen(field: string, value: string) {
  return function filled(this: yup.TestContext, v: string | undefined) {
    return (this.parent as Record<string, unknown>)[field] !== value || !!v;
  };
}
