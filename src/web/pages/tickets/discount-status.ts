import { inPersonPageTexts } from '../../../../content/ticket-pages';
import { inPersonTicketText } from '../../../../content/tickets';
import { formatUsd } from '../../../domain/money';
import type { InPersonTicketType } from '../../../domain/tickets/counts';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { discountLimitError } from '../../../domain/tickets/validation';

export type DiscountTone = 'ok' | 'warning';

/** What the page says under the discount code field; null while no code is typed. */
export function discountStatusText(quote: TicketQuote): { text: string; tone: DiscountTone } | null {
  const { discount, discountStatus } = quote;
  if (discountStatus === 'none') return null;
  if (discountStatus === 'unrecognised' || !discount)
    return { text: inPersonPageTexts.discountUnrecognised, tone: 'warning' };
  if (discountStatus === 'too-many-tickets') return { text: discountLimitError(discount), tone: 'warning' };
  if (discountStatus === 'missing-required-ticket') {
    const type = discount.requiresTicketType as InPersonTicketType | undefined;
    const needed = type ? `at least one ${inPersonTicketText[type].label} ticket` : 'other tickets';
    return { text: `${discount.code} applies only to orders with ${needed}.`, tone: 'warning' };
  }
  const { effect } = discount;
  const off = effect.kind === 'percent-off' ? `${effect.percent}% off` : `${formatUsd(effect.cents)} off`;
  return { text: `${discount.code} applied: ${off}.`, tone: 'ok' };
}
