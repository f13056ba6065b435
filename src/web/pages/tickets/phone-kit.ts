// The numbering plans and the list of every country, loaded on their own once the order form shows
// (use-phone-kit.ts): most visitors of the ticket page never type a phone number.
export { isValidPhone, toE164Phone } from '../../../domain/phone';
export { phoneCountryOptions } from './phone-countries';
