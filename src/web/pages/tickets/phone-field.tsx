import { useId, useMemo, useRef } from 'react';
import { inPersonPageTexts as texts } from '../../../../content/ticket-pages';
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PHONE_COUNTRY_LABEL,
  MAX_PHONE_LENGTH,
  type PhoneCountry,
} from '../../../domain/phone-limits';
import { loadPhoneKit, type PhoneKit, useLoadPhoneKitNear } from './use-phone-kit';

interface PhoneFieldProps {
  phone: string;
  country: PhoneCountry;
  onPhoneChange(phone: string): void;
  onCountryChange(country: PhoneCountry): void;
  /** The number field's id, so a Checkout error can take the buyer to it. */
  numberId: string;
  /** The list of countries comes with the phone kit; until then the selector holds the default one. */
  kit: PhoneKit | null;
}

/**
 * A phone number with its country (docs/product/tickets.md, "The order form"); one typed with '+' needs none.
 */
export function PhoneField({
  phone,
  country,
  onPhoneChange,
  onCountryChange,
  numberId,
  kit,
}: PhoneFieldProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useLoadPhoneKitNear(box);
  const options = useMemo(
    () => kit?.phoneCountryOptions() ?? [{ code: DEFAULT_PHONE_COUNTRY, label: DEFAULT_PHONE_COUNTRY_LABEL }],
    [kit],
  );
  return (
    <div className="phone-field" ref={box}>
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
        <label htmlFor={numberId}>{texts.phone}</label>
        <input
          id={numberId}
          type="tel"
          autoComplete="tel"
          maxLength={MAX_PHONE_LENGTH}
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          onFocus={() => void loadPhoneKit().catch(() => {})}
        />
      </div>
    </div>
  );
}
