import { describe, expect, it } from 'vitest';
import { inPersonCounts, specInPersonPricing, validInPersonOrder } from './test-fixtures';
import { inPersonOrderErrors, livestreamOrderErrors } from './validation';

const options = { discountCodes: specInPersonPricing.discountCodes };
const errorsOf = (...args: Parameters<typeof validInPersonOrder>) =>
  inPersonOrderErrors(validInPersonOrder(...args), options);

describe('in-person Checkout errors', () => {
  it('lists nothing for a complete order', () => {
    expect(errorsOf()).toEqual([]);
  });

  it('asks for at least one ticket', () => {
    expect(errorsOf({}, { tickets: inPersonCounts({}) })).toEqual(['Must purchase at least one ticket.']);
  });

  it('asks for every name on badge', () => {
    const order = { tickets: inPersonCounts({ adult: 1, child: 1 }) };
    expect(errorsOf({ names: ['Ada', ''] }, order)).toEqual([
      'Must fill out the required field: Name on Badge',
    ]);
    expect(errorsOf({ names: ['Ada', '   '] }, order)).toEqual([
      'Must fill out the required field: Name on Badge',
    ]);
    expect(errorsOf({ names: ['Ada', 'Grace'] }, order)).toEqual([]);
  });

  it('counts a missing badge entry as an empty one', () => {
    expect(errorsOf({ names: ['Ada'] }, { tickets: inPersonCounts({ adult: 2 }) })).toEqual([
      'Must fill out the required field: Name on Badge',
    ]);
  });

  it('asks for dietary details only when dietary restrictions are ticked', () => {
    expect(errorsOf({ dietaryRestrictions: true, dietaryRestrictionsDetails: '' })).toEqual([
      'Must fill out the required field: Dietary Restrictions',
    ]);
    expect(errorsOf({ dietaryRestrictions: true, dietaryRestrictionsDetails: 'No nuts' })).toEqual([]);
    expect(errorsOf({ dietaryRestrictions: false, dietaryRestrictionsDetails: '' })).toEqual([]);
  });

  it('asks for accommodation details only when accommodations are ticked', () => {
    expect(errorsOf({ accomodations: true, accomodationsDetails: ' ' })).toEqual([
      'Must fill out the required field: Accomodations',
    ]);
    expect(errorsOf({ accomodations: true, accomodationsDetails: 'Step-free room' })).toEqual([]);
    expect(errorsOf({ accomodations: false })).toEqual([]);
  });

  it('asks for a valid phone number', () => {
    expect(errorsOf({ phone: '555' })).toEqual(['Must enter a valid phone number.']);
    expect(errorsOf({ phone: '' })).toEqual(['Must enter a valid phone number.']);
  });

  it('reads the phone number in the country chosen in the selector', () => {
    const order = validInPersonOrder({ phone: '020 7946 0958' });
    expect(inPersonOrderErrors(order, options)).toEqual(['Must enter a valid phone number.']);
    expect(inPersonOrderErrors(order, { ...options, phoneCountry: 'GB' })).toEqual([]);
  });

  it('asks for a valid email address', () => {
    expect(errorsOf({ email: 'ada@' })).toEqual(['Must enter a valid email address.']);
    expect(errorsOf({ email: '' })).toEqual(['Must enter a valid email address.']);
  });

  it('refuses SPONSOR for more than three tickets, in any case', () => {
    const four = { tickets: inPersonCounts({ adult: 2, child: 2 }), discount: 'sponsor' };
    expect(errorsOf({ names: ['A', 'B', 'C', 'D'] }, four)).toEqual([
      'SPONSOR discount can be used for a maximum of three tickets.',
    ]);
    const three = { tickets: inPersonCounts({ adult: 3 }), discount: 'SPONSOR' };
    expect(errorsOf({ names: ['A', 'B', 'C'] }, three)).toEqual([]);
  });

  it('does not treat an unknown code or PRESENTER without an adult as an error', () => {
    expect(errorsOf({}, { discount: 'NOPE' })).toEqual([]);
    expect(errorsOf({}, { tickets: inPersonCounts({ child: 1 }), discount: 'PRESENTER' })).toEqual([]);
  });

  it('lists every error together, in the order of the SPEC', () => {
    const order = validInPersonOrder(
      {
        names: ['', '', '', ''],
        phone: 'x',
        email: 'y',
        dietaryRestrictions: true,
        accomodations: true,
      },
      { tickets: inPersonCounts({ student: 4 }), discount: 'Sponsor' },
    );
    expect(inPersonOrderErrors(order, options)).toEqual([
      'Must fill out the required field: Name on Badge',
      'Must fill out the required field: Dietary Restrictions',
      'Must fill out the required field: Accomodations',
      'Must enter a valid phone number.',
      'Must enter a valid email address.',
      'SPONSOR discount can be used for a maximum of three tickets.',
    ]);
    const empty = validInPersonOrder({ names: [''], phone: '', email: '' }, { tickets: inPersonCounts({}) });
    expect(inPersonOrderErrors(empty, options)).toEqual([
      'Must purchase at least one ticket.',
      'Must fill out the required field: Name on Badge',
      'Must enter a valid phone number.',
      'Must enter a valid email address.',
    ]);
  });
});

describe('livestream Checkout errors', () => {
  const stream = (counts: { adult?: number; student?: number; unwaged?: number }, names: string[]) =>
    livestreamOrderErrors({ tickets: { adult: 0, student: 0, unwaged: 0, ...counts }, info: { names } });

  it('lists nothing for one valid email per ticket', () => {
    expect(stream({ adult: 1, student: 1 }, ['a@example.com', 'b@example.com'])).toEqual([]);
  });

  it('asks for at least one ticket', () => {
    expect(stream({}, ['a@example.com'])).toEqual(['Must purchase at least one ticket.']);
  });

  it('asks for an email for every ticket', () => {
    expect(stream({ adult: 2 }, ['a@example.com', ''])).toEqual(['Must fill out the required field: Email']);
  });

  it('asks for valid email addresses', () => {
    expect(stream({ adult: 2 }, ['a@example.com', 'not an email'])).toEqual([
      'Must enter a valid email address.',
    ]);
  });

  it('lists all three together, in the order of the SPEC', () => {
    expect(stream({}, [''])).toEqual([
      'Must purchase at least one ticket.',
      'Must fill out the required field: Email',
    ]);
    expect(stream({ unwaged: 2 }, ['', 'nope'])).toEqual([
      'Must fill out the required field: Email',
      'Must enter a valid email address.',
    ]);
  });
});
