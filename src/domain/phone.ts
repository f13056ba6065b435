// Phone numbers for the in-person ticket form (docs/product/tickets.md, "The order form").
// libphonenumber-js is a pure library (no I/O), so it may live in the domain. We take its 'min' metadata:
// about 20 kB gzipped against 40 kB for 'max', loaded only by the ticket page, once its form shows
// (phone-limits.ts). 'min' checks the length
// and leading digits for the chosen country (it refuses '123 456 7890' in the US) but not every digit
// pattern, which is the check react-phone-number-input performs by default too.
import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY, MAX_PHONE_LENGTH, type PhoneCountry } from './phone-limits';

/** True for a number that is valid as typed: international ('+44 ...') or national for `country`. */
export function isValidPhone(text: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): boolean {
  if (text.length > MAX_PHONE_LENGTH) return false;
  try {
    return isValidPhoneNumber(text, country);
  } catch {
    return false;
  }
}

/**
 * The E.164 form ('+16175550100') of a valid number, or null. The page sends this form, so the server
 * (which never sees the country selector) reads the number exactly as the buyer meant it.
 * @internal used by the ticket form through phone-kit.ts, whose dynamic import knip --production
 * does not follow
 */
export function toE164Phone(text: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | null {
  if (!isValidPhone(text, country)) return null;
  const parsed = parsePhoneNumber(text, country);
  // An extension is part of how to reach the person; keep it in a form that parses back the same.
  return parsed.ext ? `${parsed.number} ext. ${parsed.ext}` : parsed.number;
}
