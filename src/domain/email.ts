// The one email pattern of the product (docs/product/tickets.md, "Checkout errors"), shared by the ticket
// pages, the server's order check and anything else that takes an address.

/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const MAX_EMAIL_LENGTH = 254;

// The WHATWG pattern that browsers use for <input type="email">, with one change: the domain needs at
// least one dot. A ticket or stream link sent to 'someone@localhost' can never arrive, so we refuse it.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Surrounding spaces (a phone keyboard's autocomplete adds one) do not make an address invalid. */
export function isValidEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= MAX_EMAIL_LENGTH && emailPattern.test(email);
}
