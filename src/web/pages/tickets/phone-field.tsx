import { useId, useMemo } from 'react';
import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import type { PhoneCountry } from '../../../domain/phone';
import { phoneCountryOptions } from './phone-countries';

interface PhoneFieldProps {
  phone: string;
  country: PhoneCountry;
  onPhoneChange(phone: string): void;
  onCountryChange(country: PhoneCountry): void;
}

/**
 * A phone number with its country (docs/product/tickets.md, "The order form"); one typed with '+' needs none.
 */
export function PhoneField({ phone, country, onPhoneChange, onCountryChange }: PhoneFieldProps) {
  const id = useId();
  const options = useMemo(phoneCountryOptions, []);
  return (
    <div className="phone-field">
      <div className="field phone-field__country">
        <label htmlFor={`${id}-country`}>{texts.phoneCountry}</label>
        <select
          id={`${id}-country`}
          value={country}
          // The 'country' token fills an ISO code, which is what the options hold.
          autoComplete="country"
          onChange={(event) => onCountryChange(event.target.value as PhoneCountry)}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field phone-field__number">
        <label htmlFor={`${id}-number`}>{texts.phone}</label>
        <input
          id={`${id}-number`}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
      </div>
    </div>
  );
}
