import { describe, expect, it } from 'vitest';
import { checkInPersonOrder, checkLivestreamOrder } from './order-check';
import {
  inPersonCounts,
  specInPersonLabels,
  specInPersonPricing,
  specLivestreamLabels,
  specLivestreamPricing,
  validInPersonOrder,
} from './test-fixtures';

describe("the server's check of an in-person order", () => {
  it('accepts an order whose amount is the price', () => {
    const order = { ...validInPersonOrder(), amountCents: 14000 };
    expect(checkInPersonOrder(order, specInPersonPricing, specInPersonLabels)).toMatchObject({
      ok: true,
      quote: { totalCents: 14000 },
    });
  });

  it('accepts a discounted amount when the code applies', () => {
    const order = { ...validInPersonOrder({}, { discount: 'presenter' }), amountCents: 10000 };
    expect(checkInPersonOrder(order, specInPersonPricing, specInPersonLabels).ok).toBe(true);
  });

  it('refuses an amount that is not the price without saying what the price is', () => {
    const order = { ...validInPersonOrder(), amountCents: 100 };
    const sentence = 'The price of this order has changed. Please reload the page and check your order.';
    expect(checkInPersonOrder(order, specInPersonPricing, specInPersonLabels)).toEqual({
      ok: false,
      error: sentence,
      errors: [sentence],
    });
  });

  it('refuses a discount the code does not give', () => {
    const order = {
      ...validInPersonOrder({}, { tickets: inPersonCounts({ child: 1 }), discount: 'PRESENTER' }),
    };
    expect(checkInPersonOrder({ ...order, amountCents: 0 }, specInPersonPricing, specInPersonLabels).ok).toBe(
      false,
    );
    expect(
      checkInPersonOrder({ ...order, amountCents: 1000 }, specInPersonPricing, specInPersonLabels).ok,
    ).toBe(true);
  });

  it('answers the validation messages as one paragraph', () => {
    const order = { ...validInPersonOrder({ names: [''], email: 'x' }), amountCents: 14000 };
    const check = checkInPersonOrder(order, specInPersonPricing, specInPersonLabels);
    expect(check).toMatchObject({
      ok: false,
      error: 'Must fill out the required field: Name on Badge (Adult 1). Must enter a valid email address.',
    });
  });

  it('refuses text longer than the page lets anyone type, in the words of the page', () => {
    const order = { ...validInPersonOrder({ names: ['x'.repeat(5000)] }), amountCents: 14000 };
    expect(checkInPersonOrder(order, specInPersonPricing, specInPersonLabels)).toMatchObject({
      ok: false,
      error: 'Name on Badge (Adult 1) is too long (at most 100 characters).',
    });
  });
});

describe("the server's check of a livestream order", () => {
  const tickets = { adult: 1, student: 1, unwaged: 0 };
  const info = { names: ['a@example.com', 'b@example.com'] };

  it('accepts an order whose amount is the price', () => {
    expect(
      checkLivestreamOrder({ tickets, info, amountCents: 4000 }, specLivestreamPricing, specLivestreamLabels)
        .ok,
    ).toBe(true);
  });

  it('refuses any other amount', () => {
    expect(
      checkLivestreamOrder({ tickets, info, amountCents: 2000 }, specLivestreamPricing, specLivestreamLabels)
        .ok,
    ).toBe(false);
  });

  it('refuses an order with an empty email', () => {
    const check = checkLivestreamOrder(
      { tickets, info: { names: ['a@example.com', ''] }, amountCents: 4000 },
      specLivestreamPricing,
      specLivestreamLabels,
    );
    expect(check).toMatchObject({ ok: false, error: 'Must fill out the required field: Email (Student 1).' });
  });
});
