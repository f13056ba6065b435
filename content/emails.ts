import { edition as site } from './edition';

/** The site's contact address (not an edition's). */
const contact = site.email;

/** How an e-mail names the edition its order was made in (docs/decisions/082-the-public-site-follows-the-current-edition.md). */
interface EditionName {
  name: string;
  year: number;
}

// The wording of the other emails buyers receive; the ticket emails are in ticket-emails.ts. Plain text:
// it reads the same in every mail program.

type Purchase = 'tickets' | 'livestream' | 'donation';

/** How each email names the purchase it is about. */
const purchaseWords: Record<Purchase, { order: string; yours: string; again: string }> = {
  tickets: { order: 'ticket order', yours: 'your tickets', again: 'buy' },
  livestream: { order: 'livestream ticket order', yours: 'your livestream tickets', again: 'buy' },
  donation: { order: 'donation', yours: 'your donation', again: 'donate' },
};

/** A badge or a livestream viewer as a refund email names it: its code, and the name or address on it. */
interface RefundedHolder {
  code: string;
  /** The name on the badge, or the viewer's address; '' once personal data was erased. */
  holder: string;
}

/** '1 badge', '2 badges'. */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line per badge, as the ticket email lists them: its code, then the name on it. */
const holderLines = (holders: readonly RefundedHolder[]) =>
  holders.map((each) => `  ${each.code}${each.holder ? `  ${each.holder}` : ''}`);

/** What a refund email says of the badges (in person) or viewers (livestream) it stopped and left. */
function holderParagraphs(
  purchase: 'tickets' | 'livestream',
  verb: string,
  refunded: readonly RefundedHolder[],
  remaining: readonly RefundedHolder[],
): string[] {
  const one = (n: number) => n === 1;
  const badges = purchase === 'tickets';
  const stopped =
    refunded.length === 0
      ? []
      : [
          badges
            ? `${verb}: ${counted(refunded.length, 'badge', 'badges')}, which no longer ${one(refunded.length) ? 'admits' : 'admit'} anyone:`
            : `${verb}: ${counted(refunded.length, 'viewer', 'viewers')}, whose ${one(refunded.length) ? 'link no longer works' : 'links no longer work'}:`,
          ...holderLines(refunded),
          '',
        ];
  const left =
    remaining.length === 0
      ? []
      : [
          badges
            ? `${counted(remaining.length, 'badge remains', 'badges remain')} and still ${one(remaining.length) ? 'admits its holder' : 'admit their holders'}:`
            : `${counted(remaining.length, 'viewer remains', 'viewers remain')}, whose ${one(remaining.length) ? 'link still works' : 'links still work'}:`,
          ...holderLines(remaining),
        ];
  return [...stopped, ...left];
}

/**
 * To the buyer, once per refund or reversal (docs/product/payments.md, "Refunds and chargebacks"): how
 * much, for which order, the badges or viewers it stopped (code and name or address), and what still
 * stands. `amount` and `left` are already formatted ('$25.00'). A refund in full cancels the purchase:
 * the badges no longer admit anyone and stream links stop.
 */
export function refundEmail(input: {
  purchase: Purchase;
  reversal: boolean;
  /** PayPal's order id, as the ticket email and the receipt give it. */
  orderRef: string;
  amount: string;
  /** What still counts as paid after this refund; '$0.00' when refunded in full. */
  left: string;
  full: boolean;
  /** The badges or viewers this refund stopped; none for a donation or a refund of an amount. */
  refunded: readonly RefundedHolder[];
  /** The order's badges or viewers that still stand after it. */
  remaining: readonly RefundedHolder[];
  /** The edition the order was made in. */
  edition: EditionName;
}) {
  const edition = `${input.edition.name} ${input.edition.year}`;
  const what = purchaseWords[input.purchase].order;
  const donation = input.purchase === 'donation';
  const standing = input.full
    ? donation
      ? ['The donation no longer counts toward the fundraiser total.']
      : input.purchase === 'tickets'
        ? ['Nothing of this order still stands: it is cancelled, and its badge codes no longer admit anyone.']
        : ['Nothing of this order still stands: it is cancelled, and its personal links no longer work.']
    : donation
      ? [
          `The rest of your donation (${input.left}) still stands and still counts toward the fundraiser total.`,
        ]
      : [`The rest of your payment (${input.left}) still stands.`];
  return {
    subject: input.reversal ? `Your ${edition} payment was reversed` : `Your ${edition} refund`,
    text: [
      input.reversal
        ? `PayPal reversed ${input.amount} of your payment for your ${what} (${edition}).`
        : `We have refunded ${input.amount} of your ${what} for ${edition}.`,
      `${donation ? 'Donation reference' : 'Order reference'}: ${input.orderRef}`,
      'PayPal returns the money to the account or card you paid with; it can take a few days to show.',
      '',
      ...(input.purchase === 'donation'
        ? []
        : holderParagraphs(
            input.purchase,
            input.reversal ? 'Reversed' : 'Refunded',
            input.refunded,
            input.remaining,
          )),
      ...standing,
      '',
      `Questions? Write to ${contact}.`,
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
  /** The edition the order was made in. */
  edition: EditionName;
}) {
  const words = purchaseWords[input.purchase];
  const edition = `${input.edition.name} ${input.edition.year}`;
  return {
    subject: `Your ${edition} payment did not go through`,
    text: [
      `Your payment for ${words.yours} (${edition}) did not go through, and nothing was charged.`,
      'When you paid, we said PayPal had not confirmed it yet; PayPal has since ended it without taking any money.',
      '',
      `Please ${words.again} again at ${input.againUrl}`,
      '',
      `Questions? Write to ${contact}.`,
    ].join('\n'),
  };
}
