// What every part of the site knows about phone numbers without the numbering plans themselves
// (docs/product/tickets.md, "The order form"). The plans (phone.ts, libphonenumber-js) weigh about 20 kB
// gzipped: the ticket page loads them when the buyer reaches the form, and passes the check it got to the
// shared validation, which the server calls with the same check.
import type { CountryCode } from 'libphonenumber-js/min';

export type PhoneCountry = CountryCode;

/** The country selector starts on the US; numbers typed without '+' are read as US (tickets.md). */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

/** How the selector names the default country before the list of every country has loaded. */
export const DEFAULT_PHONE_COUNTRY_LABEL = 'United States (+1)';

/** Longest phone text we accept on the wire; an E.164 number is at most 16 characters. */
export const MAX_PHONE_LENGTH = 32;

/** Whether `text` is a valid number as typed for `country` (phone.ts's isValidPhone). */
export type PhoneCheck = (text: string, country: PhoneCountry) => boolean;
