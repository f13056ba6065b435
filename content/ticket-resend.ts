import { edition } from './edition';

// The words of /tickets/resend, where a buyer asks for their ticket emails again (docs/product/tickets.md,
// "Getting the emails again").

export const ticketResendTexts = {
  heading: 'Get your ticket emails again',
  intro:
    'Lost your ticket email or your livestream link? Enter the address it was sent to, and we will send it again. It goes to that address only, and nobody learns here whether an address has tickets.',
  email: 'Email',
  emailHint: 'The address you gave when buying, or the one a livestream link was sent to.',
  submit: 'Send my emails again',
  sending: 'Sending…',
  invalidEmail: 'Must enter a valid email address.',
  /** The server's answer for every valid address, known or not. */
  answer: `If ${edition.product} tickets were bought with that address, or a livestream link was sent to it, their emails are on the way to it now.`,
  help: `Nothing after a few minutes? Check your spam folder, or write to ${edition.email}.`,
  /** Beside the ticket pages' thank-you and in the footer. */
  linkText: 'Get your ticket emails again',
  linkIntro: 'Lost your email later?',
};
