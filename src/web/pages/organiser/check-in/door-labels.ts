import { edition } from '../../../../../content/edition';
import { inPersonTicketText } from '../../../../../content/tickets';
import { doorTime } from '../../../../domain/tickets/door-time';

// How the check-in page names ticket types and times (docs/product/organisers.md, "Check-in at the door").

/** 'Adult (18+)'; an unknown type as stored. */
export function ticketLabel(type: string): string {
  const text = inPersonTicketText[type as keyof typeof inPersonTicketText] as
    | (typeof inPersonTicketText)[keyof typeof inPersonTicketText]
    | undefined;
  if (!text) return type;
  return text.ages ? `${text.label} (${text.ages})` : text.label;
}

/** An ISO time as the door reads it: 'Sat 10:32 AM EDT', in the convention's zone on every phone. */
export const atTheDoor = (iso: string) => doorTime(Date.parse(iso), edition.timeZone);
