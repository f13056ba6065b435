import { inPersonPageTexts } from '../../../../content/ticket-pages';
import { inPersonTicketText } from '../../../../content/tickets';
import { formatUsd } from '../../../domain/money';
import type { InPersonTicketType } from '../../../domain/tickets/counts';
import type { TicketQuote } from '../../../domain/tickets/pricing';
import { discountLimitError } from '../../../domain/tickets/validation';
import type { DiscountAnswer } from './discount-lookup';

export type DiscountTone = 'ok' | 'warning' | 'none';

/**
 * What the page says under the discount code field; null while no code is typed. `answer` is the
 * server's word on the typed code; `quote` was priced with the rule it gave, if any.
 */
export function discountStatusText(
  quote: TicketQuote,
  answer: DiscountAnswer | null,
): { text: string; tone: DiscountTone } | null {
  if (answer === null || quote.discountStatus === 'none') return null;
  if (answer.kind === 'checking') return { text: inPersonPageTexts.discountChecking, tone: 'none' };
  if (answer.kind === 'refused' || answer.kind === 'failed') return { text: answer.message, tone: 'warning' };
  const { discount, discountStatus } = quote;
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
