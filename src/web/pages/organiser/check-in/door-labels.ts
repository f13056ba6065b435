import { inPersonTicketText } from '../../../../../content/tickets';

// How the check-in page names ticket types (its times: useOrganiserTimes().short, in the edition's zone on every phone) (docs/product/organisers.md, "Check-in at the door").

/** 'Adult (18+)'; an unknown type as stored. */
export function ticketLabel(type: string): string {
  const text = inPersonTicketText[type as keyof typeof inPersonTicketText] as
    | (typeof inPersonTicketText)[keyof typeof inPersonTicketText]
    | undefined;
  if (!text) return type;
  return text.ages ? `${text.label} (${text.ages})` : text.label;
}
