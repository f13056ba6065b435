import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../phone';
import {
  inPersonCounts,
  specInPersonLabels,
  specInPersonPricing,
  specLivestreamLabels,
  validInPersonOrder,
} from './test-fixtures';
import {
  inPersonOrderErrors,
  inPersonOrderProblems,
  livestreamOrderErrors,
  livestreamOrderProblems,
} from './validation';

const options = {
  discountCodes: specInPersonPricing.discountCodes,
  ticketLabels: specInPersonLabels,
  isValidPhone,
};
const errorsOf = (...args: Parameters<typeof validInPersonOrder>) =>
  inPersonOrderErrors(validInPersonOrder(...args), options);

describe('in-person Checkout errors', () => {
  it('lists nothing for a complete order', () => {
    expect(errorsOf()).toEqual([]);
  });

  it('asks for at least one ticket', () => {
    expect(errorsOf({}, { tickets: inPersonCounts({}) })).toEqual(['Must purchase at least one ticket.']);
  });

  it('asks for every name on badge, saying which badge', () => {
    const order = { tickets: inPersonCounts({ adult: 1, child: 1 }) };
    expect(errorsOf({ names: ['Ada', ''] }, order)).toEqual([
      'Must fill out the required field: Name on Badge (Child 1)',
    ]);
    expect(errorsOf({ names: ['', '   '] }, order)).toEqual([
      'Must fill out the required field: Name on Badge (Adult 1)',
      'Must fill out the required field: Name on Badge (Child 1)',
    ]);
    expect(errorsOf({ names: ['Ada', 'Grace'] }, order)).toEqual([]);
  });

  it('counts a missing badge entry as an empty one', () => {
    expect(errorsOf({ names: ['Ada'] }, { tickets: inPersonCounts({ adult: 2 }) })).toEqual([
      'Must fill out the required field: Name on Badge (Adult 2)',
    ]);
  });

  it('refuses text longer than the server keeps, naming the field and the limit', () => {
    const order = { tickets: inPersonCounts({ adult: 1, student: 1 }) };
    expect(errorsOf({ names: ['Ada', 'x'.repeat(101)] }, order)).toEqual([
      'Name on Badge (Student 1) is too long (at most 100 characters).',
    ]);
    expect(errorsOf({ names: ['Ada', ` ${'x'.repeat(100)} `] }, order)).toEqual([]);
    expect(errorsOf({ dietaryRestrictions: true, dietaryRestrictionsDetails: 'x'.repeat(1001) })).toEqual([
      'Dietary Restrictions is too long (at most 1,000 characters).',
    ]);
    expect(errorsOf({ accomodationsDetails: 'x'.repeat(1001) })).toEqual([
      'Accomodations is too long (at most 1,000 characters).',
    ]);
    expect(errorsOf({ phone: '1'.repeat(33) })).toEqual([
      'Phone number is too long (at most 32 characters).',
    ]);
    expect(errorsOf({ email: `${'x'.repeat(250)}@example.com` })).toEqual([
      'Email is too long (at most 254 characters).',
    ]);
    expect(errorsOf({}, { discount: 'X'.repeat(33) })).toEqual([
      'Discount code is too long (at most 32 characters).',
    ]);
  });

  it('says which field each error is about', () => {
    const order = validInPersonOrder(
      { names: ['Ada', ''], phone: 'x', email: 'y', dietaryRestrictions: true, accomodations: true },
      { tickets: inPersonCounts({ adult: 4 }), discount: 'SPONSOR' },
    );
    const problems = inPersonOrderProblems(order, options);
    expect(problems.map((problem) => problem.field)).toEqual([
      'names.1',
      'names.2',
      'names.3',
      'dietaryRestrictionsDetails',
      'accomodationsDetails',
      'phone',
      'email',
      'discount',
    ]);
    const none = validInPersonOrder({}, { tickets: inPersonCounts({}) });
    expect(inPersonOrderProblems(none, options)[0]).toEqual({
      field: 'tickets',
      message: 'Must purchase at least one ticket.',
    });
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

  it('lists every error together, in the order of docs/product/tickets.md', () => {
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
      'Must fill out the required field: Name on Badge (Student 1)',
      'Must fill out the required field: Name on Badge (Student 2)',
      'Must fill out the required field: Name on Badge (Student 3)',
      'Must fill out the required field: Name on Badge (Student 4)',
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
    livestreamOrderErrors(
      { tickets: { adult: 0, student: 0, unwaged: 0, ...counts }, info: { names } },
      specLivestreamLabels,
    );

  it('lists nothing for one valid email per ticket', () => {
    expect(stream({ adult: 1, student: 1 }, ['a@example.com', 'b@example.com'])).toEqual([]);
  });

  it('asks for at least one ticket', () => {
    expect(stream({}, ['a@example.com'])).toEqual(['Must purchase at least one ticket.']);
  });

  it('asks for an email for every ticket, saying which', () => {
    expect(stream({ adult: 2 }, ['a@example.com', ''])).toEqual([
      'Must fill out the required field: Email (Adult 2)',
    ]);
  });

  it('asks for valid email addresses, saying which', () => {
    expect(stream({ adult: 2 }, ['a@example.com', 'not an email'])).toEqual([
      'Must enter a valid email address for the Adult 2 ticket.',
    ]);
  });

  it('refuses an address longer than an address can be', () => {
    expect(stream({ student: 1 }, [`${'x'.repeat(250)}@example.com`])).toEqual([
      'Email (Student 1) is too long (at most 254 characters).',
    ]);
  });

  it('says which field each error is about', () => {
    const problems = livestreamOrderProblems(
      { tickets: { adult: 1, student: 2, unwaged: 0 }, info: { names: ['nope', '', 'b@example.com'] } },
      specLivestreamLabels,
    );
    expect(problems).toEqual([
      { field: 'names.1', message: 'Must fill out the required field: Email (Student 1)' },
      { field: 'names.0', message: 'Must enter a valid email address for the Adult 1 ticket.' },
    ]);
  });

  it('lists all three together, in the order of docs/product/tickets.md', () => {
    expect(stream({}, [''])).toEqual([
      'Must purchase at least one ticket.',
      'Must fill out the required field: Email',
    ]);
    expect(stream({ unwaged: 2 }, ['', 'nope'])).toEqual([
      'Must fill out the required field: Email (Unwaged 1)',
      'Must enter a valid email address for the Unwaged 2 ticket.',
    ]);
  });
});
