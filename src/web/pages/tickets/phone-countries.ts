import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { PhoneCountry } from '../../../domain/phone-limits';

interface PhoneCountryOption {
  code: PhoneCountry;
  /** 'United States (+1)' */
  label: string;
}

/**
 * Every country the phone check knows, by English name, with its calling code.
 * @internal used by the ticket form through phone-kit.ts, whose dynamic import knip --production
 * does not follow
 */
export function phoneCountryOptions(): PhoneCountryOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, calling: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(({ code, name, calling }) => ({ code, label: `${name} (+${calling})` }));
}
