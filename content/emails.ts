import { edition } from './edition';

// The wording of the other emails buyers receive; the ticket emails are in ticket-emails.ts. Plain text:
// it reads the same in every mail program.

type Purchase = 'tickets' | 'livestream' | 'donation';

/** How each email names the purchase it is about. */
const purchaseWords: Record<Purchase, { order: string; yours: string; again: string }> = {
  tickets: { order: 'ticket order', yours: 'your tickets', again: 'buy' },
  livestream: { order: 'livestream ticket order', yours: 'your livestream tickets', again: 'buy' },
  donation: { order: 'donation', yours: 'your donation', again: 'donate' },
};

/**
 * To the buyer, once per refund or reversal. `amount` and `left` are already formatted ('$25.00').
 * A refund in full cancels the purchase: the badges no longer admit anyone and stream links stop.
 */
export function refundEmail(input: {
  purchase: Purchase;
  reversal: boolean;
  amount: string;
  /** What still counts as paid after this refund; '$0.00' when refunded in full. */
  left: string;
  full: boolean;
}) {
  const what = purchaseWords[input.purchase].order;
  const cancelled =
    input.purchase === 'tickets'
      ? 'Your tickets for this order are cancelled: their badge codes no longer admit anyone.'
      : input.purchase === 'livestream'
        ? 'Your livestream tickets for this order are cancelled: their personal links no longer work.'
        : null;
  return {
    subject: input.reversal
      ? `Your ${edition.product} ${edition.year} payment was reversed`
      : `Your ${edition.product} ${edition.year} refund`,
    text: [
      input.reversal
        ? `PayPal reversed ${input.amount} of your payment for your ${what} (${edition.product} ${edition.year}).`
        : `We have refunded ${input.amount} of your ${what} for ${edition.product} ${edition.year}.`,
      'PayPal returns the money to the account or card you paid with; it can take a few days to show.',
      '',
      ...(input.full
        ? [cancelled ?? 'The donation no longer counts toward the fundraiser total.']
        : [`The rest of your payment (${input.left}) still stands, and so does everything it paid for.`]),
      '',
      `Questions? Write to ${edition.email}.`,
    ].join('\n'),
  };
}

/**
 * To a buyer whose payment page said PayPal had not confirmed the payment yet (and that it would follow
 * by email), when PayPal then never took it: declined, refused or expired. Nothing was charged.
 */
export function paymentDidNotGoThroughEmail(input: {
  purchase: Purchase;
  /** The page to start again from, e.g. 'https://example.org/tickets'. */
  againUrl: string;
}) {
  const words = purchaseWords[input.purchase];
  return {
    subject: `Your ${edition.product} ${edition.year} payment did not go through`,
    text: [
      `Your payment for ${words.yours} (${edition.product} ${edition.year}) did not go through, and nothing was charged.`,
      'When you paid, we said PayPal had not confirmed it yet; PayPal has since ended it without taking any money.',
      '',
      `Please ${words.again} again at ${input.againUrl}`,
      '',
      `Questions? Write to ${edition.email}.`,
    ].join('\n'),
  };
}
