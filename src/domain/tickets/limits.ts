// How long the texts of a ticket order may be (docs/product/limits.md). The page sets them as the fields'
// maxLength and lists a longer text among the Checkout errors (validation.ts); the server refuses one with
// the same sentence. The email address and phone limits sit with their rules (email.ts, phone.ts).

export const MAX_BADGE_NAME_LENGTH = 100;
/** Dietary restrictions and accommodations, each. */
export const MAX_DETAILS_LENGTH = 1000;
export const MAX_DISCOUNT_LENGTH = 32;

/** The fields as the messages name them (the page labels them the same way). */
export const ticketFieldNames = {
  badgeName: 'Name on Badge',
  streamEmail: 'Email',
  phone: 'Phone number',
  email: 'Email',
  dietaryRestrictions: 'Dietary Restrictions',
  accomodations: 'Accomodations',
  discount: 'Discount code',
} as const;
