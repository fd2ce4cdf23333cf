/**
 * Customer, address and login rules from spec §5, §8 and §9. The web shows these messages and the
 * server enforces the same functions, so there is one copy of each rule and each message.
 * Pure: no clock, no randomness — callers pass `now`.
 */

// ---------------------------------------------------------------------------------------------------
// Messages (spec §5 and §8, word for word)
// ---------------------------------------------------------------------------------------------------

export const VALIDATION_MESSAGES = {
  required: 'This is a required field.',
  phone: 'Please input a valid 11 digit phone number.(e.g. 09171234567)',
  phoneTooLong: 'This field is larger than 13 characters',
  phoneTooShort: 'Please enter at least 11 characters.',
  phoneTooFewSymbols: 'Please enter more or equal than 11 symbols.',
  name: 'Please enter a valid name in this field (not including special characters).',
  email: 'Please enter a valid email address',
  emailNotValid: 'Email is not valid',
  notDelivering: 'We are currently not delivering to this area.',
} as const;

/** 'Value must be not greater than N characters' (spec §5). */
function maxLengthMessage(max: number): string {
  return `Value must be not greater than ${max} characters`;
}

/** Location label: 'Maximum N characters' (spec §5). */
function locationLabelMessage(max: number): string {
  return `Maximum ${max} characters`;
}

export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid Login or Password',
  /** spec §8: the generic login failure text when the answer carries no message */
  loginFailedGeneric:
    "Invalid username/password or there's an issue with your account. Please contact us through our Help Center for further assistance.",
  networkError: 'Network error',
  emailTaken: 'There is already an account with this email address.',
  customerSupportNotFound: 'Customer email not found',
  passwordSet: 'New password has been set.',
  resetTokenExpired: 'The password token is expired. Reset and try again.',
  /** not given by the spec: our own words, in the same style */
  captchaFailed: 'Please complete the verification and try again.',
  passwordMismatch: 'Please enter the same value again.',
  /** not given by the spec: our own words, in the same style (issue 27 item 9, OWASP ASVS 5.0 §6.2.4) */
  passwordCommon: 'This password is too common and easy to guess. Please choose a different password.',
  passwordWeak:
    'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  currentPasswordWrong: "The password doesn't match this account. Verify the password and try again.",
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyAttempts: 'Too many login attempts. Please wait a moment and try again.',
  socialTokenInvalid: 'The social login token could not be verified.',
} as const;

/** spec §8: the answer to every reset request, whether or not the account exists. */
export function passwordResetRequestedMessage(email: string): string {
  return `If there is an account associated with ${email} you will receive an email with a link (which expires in 15 minutes) to reset your password.`;
}

/** spec §8 addresses and account. */
export const ACCOUNT_MESSAGES = {
  addressCreated: 'Address successfully created',
  addressUpdated: 'Address successfully updated',
  addressCreateFailed: 'Address create failed',
  addressUpdateFailed: 'Address update failed',
  /** not in the spec; same style */
  addressDeleted: 'Address successfully deleted',
  accountUpdated: 'Your account information has been successfully updated',
  emailUpdated: 'Your account information has been successfully updated',
  passwordUpdated: 'Your account information has been successfully updated',
} as const;

// ---------------------------------------------------------------------------------------------------
// Limits (spec §5 gives the messages with N; these are our N)
// ---------------------------------------------------------------------------------------------------

export const FIELD_LIMITS = {
  name: 50,
  email: 254,
  street: 255,
  building: 100,
  landmark: 150,
  locationLabel: 30,
  company: 100,
  password: 128,
  passwordMin: 8,
  /** '+63 9…' written with the plus: 13 characters (spec: 'This field is larger than 13 characters') */
  phoneMaxChars: 13,
  /** spec: 'Please enter at least 11 characters.' */
  phoneMinChars: 11,
} as const;

// ---------------------------------------------------------------------------------------------------
// Field rules. Each returns null when valid, else the message to show.
// ---------------------------------------------------------------------------------------------------

export type FieldResult = string | null;

export function requiredRule(value: string | null | undefined): FieldResult {
  return value === null || value === undefined || value.trim() === '' ? VALIDATION_MESSAGES.required : null;
}

export function maxLengthRule(value: string, max: number): FieldResult {
  return value.length > max ? maxLengthMessage(max) : null;
}

/** Letters (any script, with accents: Ñ, é), spaces, apostrophes, dots and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export function nameRule(value: string, max: number = FIELD_LIMITS.name): FieldResult {
  const trimmed = value.trim();
  if (!trimmed) return VALIDATION_MESSAGES.required;
  if (trimmed.length > max) return maxLengthMessage(max);
  return NAME_PATTERN.test(trimmed) ? null : VALIDATION_MESSAGES.name;
}

/** Pragmatic address check: one @, a dot in the domain, no spaces; the server re-checks. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= FIELD_LIMITS.email && EMAIL_PATTERN.test(v) && !v.includes('..');
}

export function emailRule(value: string): FieldResult {
  if (!value.trim()) return VALIDATION_MESSAGES.required;
  return isValidEmail(value) ? null : VALIDATION_MESSAGES.email;
}

/** E-mail is compared and stored in lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Phone (spec §5): 11 digits with the mobile prefix 09 (09171234567), or the +63 form (+639171234567),
 * normalised to +63 9 followed by the digits, written '+639171234567'. Spaces and dashes are ignored.
 * Returns null when the number is not a valid mobile number.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s-]/g, '');
  if (/^09\d{9}$/.test(compact)) return `+63${compact.slice(1)}`;
  if (/^\+639\d{9}$/.test(compact)) return compact;
  if (/^639\d{9}$/.test(compact)) return `+${compact}`;
  return null;
}

export function phoneRule(value: string): FieldResult {
  const compact = value.trim().replace(/[\s-]/g, '');
  if (!compact) return VALIDATION_MESSAGES.required;
  if (compact.length > FIELD_LIMITS.phoneMaxChars) return VALIDATION_MESSAGES.phoneTooLong;
  if (compact.length < FIELD_LIMITS.phoneMinChars) return VALIDATION_MESSAGES.phoneTooShort;
  return normalisePhone(compact) ? null : VALIDATION_MESSAGES.phone;
}

/** Shows a stored '+639171234567' the way a shopper types it: '09171234567'. */
export function displayPhone(normalised: string): string {
  return normalised.startsWith('+63') ? `0${normalised.slice(3)}` : normalised;
}

export function locationLabelRule(value: string, max: number = FIELD_LIMITS.locationLabel): FieldResult {
  return value.trim().length > max ? locationLabelMessage(max) : null;
}

/**
 * The most common and breached passwords, lower case. The list is data the server loads (tens of thousands of
 * entries); the browser has none and shows the server's answer.
 */
export interface CommonPasswords {
  has(password: string): boolean;
}

/**
 * Whether a password is on the common list: compared in lower case and without the symbols around it, since
 * "Password123!" is "password123" dressed up — the first thing a guessing attack tries.
 */
export function isCommonPassword(value: string, common: CommonPasswords): boolean {
  const lower = value.trim().toLowerCase();
  const bare = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return common.has(lower) || common.has(bare);
}

/**
 * Password policy (our own, Magento-style): 8–128 characters, three of four character classes, and not on the
 * common list when one is given (the server always gives it; the browser judges the shape only).
 */
export function passwordRule(value: string, common: CommonPasswords | null): FieldResult {
  if (!value) return VALIDATION_MESSAGES.required;
  if (value.length > FIELD_LIMITS.password) return maxLengthMessage(FIELD_LIMITS.password);
  if (value.trim().length < FIELD_LIMITS.passwordMin) {
    return `Minimum length of this field must be equal or greater than ${FIELD_LIMITS.passwordMin} symbols. Leading and trailing spaces will be ignored.`;
  }
  if (common && isCommonPassword(value, common)) return AUTH_MESSAGES.passwordCommon;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  return classes >= 3 ? null : AUTH_MESSAGES.passwordWeak;
}

export function passwordConfirmationRule(password: string, confirmation: string): FieldResult {
  if (!confirmation) return VALIDATION_MESSAGES.required;
  return password === confirmation ? null : AUTH_MESSAGES.passwordMismatch;
}
